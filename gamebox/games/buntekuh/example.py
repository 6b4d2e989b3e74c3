def example_record():
    return None

def score_breakdown(state, names):
    return None

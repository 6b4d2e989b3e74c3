"""Print the Debian package with this Python's shared library if PyInstaller would miss it.

PyInstaller bundles libpythonX.Y.so; Debian's /usr/bin/python3 is linked statically and ships
the shared library separately (package libpythonX.Y). Prints nothing when it is there already
or when this Python is not Debian's.
"""
import os
import sys
import sysconfig

library = os.path.join(sysconfig.get_config_var("LIBDIR") or "", sysconfig.get_config_var("INSTSONAME") or "")
if sys.base_prefix == "/usr" and not os.path.exists(library):
    print("libpython%d.%d" % sys.version_info[:2])

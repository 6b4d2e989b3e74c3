"""The 3D view of the dice pyramid (OpenGL in a QOpenGLWidget, with pyqtgraph's camera: glview.py).

- `view.PyramidView`: the widget (picking, camera, highlights, animation);
- `offscreen.render_pyramid_image`: a picture without a window;
- `item`: the GL item (one instanced draw for all dice); `shaders`, `meshes`: what it draws;
- `geometry`, `camera`, `anim`: the maths behind it, without GL.

Import the submodules you need: importing this package loads no Qt.
"""

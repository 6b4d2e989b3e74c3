"""The GL item drawing the whole scene: dice (one instanced draw), plate, background, ghosts.

Per frame only uniforms change; the instance buffer is re-uploaded only after `set_instances`
(a new pyramid, highlights, or an animation step) and the plate's occlusion only after
`set_plate_ao`. Draw order: opaque dice, plate, background (at the far plane, so early depth
rejection skips covered pixels), then translucent dice (ghost targets, fading dice).
"""
from __future__ import annotations

import ctypes

import numpy as np
from OpenGL import GL
from PySide6.QtGui import QOpenGLContext

from . import meshes, shaders
from .glview import GLItem

INSTANCE = np.dtype([("centre", np.float32, 3), ("rot", np.float32, (3, 3)),
                     ("info", np.float32, 4), ("ao", np.uint32, 2)])
# rot holds the columns of local -> world (rot[k] = image of local axis k)


class GLFailure(RuntimeError):
    pass


def check_gl(where: str) -> None:
    err = GL.glGetError()
    if err != GL.GL_NO_ERROR:
        raise GLFailure(f"OpenGL error 0x{err:x} in {where}")


def _float_attrib(loc: int, size: int, stride: int, offset: int, divisor: int = 0) -> None:
    GL.glEnableVertexAttribArray(loc)
    GL.glVertexAttribPointer(loc, size, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(offset))
    GL.glVertexAttribDivisor(loc, divisor)


class PyramidItem(GLItem):
    def __init__(self) -> None:
        super().__init__()
        self._instances = np.zeros(0, INSTANCE)
        self._opaque = 0
        self._instances_dirty = True
        self._sorted_for: tuple | None = None
        self._plate_ao = np.zeros(0, np.uint32)
        self._plate_dirty = True
        self.colour_blind = False
        self._context = None
        self._gl: dict = {}
        # The background gradient (pictures only): on llvmpipe it costs ~4 ms a frame, a quarter
        # of the 60 fps budget, so the live view clears to a plain colour instead.
        self.gradient = False
        self.skip: set[str] = set()      # passes to leave out ("dice", "plate", "bg"), for benchmarks

    # -- data ---------------------------------------------------------------------------------
    def set_instances(self, instances: np.ndarray, opaque: int) -> None:
        """All dice, the first `opaque` drawn opaque, the rest blended."""
        self._instances = np.ascontiguousarray(instances, INSTANCE)
        self._opaque = opaque
        self._instances_dirty = True
        self.update()

    def set_plate_ao(self, bits: np.ndarray) -> None:
        self._plate_ao = np.ascontiguousarray(bits, np.uint32)
        self._plate_dirty = True
        self.update()

    # -- GL resources ---------------------------------------------------------------------------
    def initializeGL(self) -> None:
        self._context = QOpenGLContext.currentContext()
        g = self._gl = {}
        g["dice"] = shaders.program(shaders.DICE_VERTEX, shaders.DICE_FRAGMENT)
        g["plate"] = shaders.program(shaders.PLATE_VERTEX, shaders.PLATE_FRAGMENT)
        g["bg"] = shaders.program(shaders.BACKGROUND_VERTEX, shaders.BACKGROUND_FRAGMENT)
        g["uniforms"] = {name: {u: GL.glGetUniformLocation(g[name], u)
                                for u in ("u_mvp", "u_eye", "u_key", "u_fill", "u_back", "u_colour_blind")}
                         for name in ("dice", "plate")}

        # Dice: the rounded cube (per vertex) + the instance buffer (divisor 1).
        verts, tris = meshes.die_mesh()
        g["die_indices"] = len(tris)
        g["vao_dice"] = GL.glGenVertexArrays(1)
        GL.glBindVertexArray(g["vao_dice"])
        vbo, ibo, inst = GL.glGenBuffers(3)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, vbo)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, verts.nbytes, verts, GL.GL_STATIC_DRAW)
        stride = meshes.FLOATS * 4
        _float_attrib(0, 3, stride, 0)
        _float_attrib(1, 3, stride, 12)
        _float_attrib(2, 2, stride, 24)
        _float_attrib(3, 1, stride, 32)
        GL.glBindBuffer(GL.GL_ELEMENT_ARRAY_BUFFER, ibo)
        GL.glBufferData(GL.GL_ELEMENT_ARRAY_BUFFER, tris.nbytes, tris, GL.GL_STATIC_DRAW)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, inst)
        size = INSTANCE.itemsize
        for k, off in enumerate((0, 12, 24, 36)):
            _float_attrib(4 + k, 3, size, off, 1)
        _float_attrib(8, 4, size, 48, 1)
        GL.glEnableVertexAttribArray(9)
        GL.glVertexAttribIPointer(9, 2, GL.GL_UNSIGNED_INT, size, ctypes.c_void_p(64))
        GL.glVertexAttribDivisor(9, 1)
        g["vbo_instances"] = inst

        # Plate: static triangles + one occlusion word per vertex (updated with the dice).
        plate, hollow = meshes.plate_mesh()
        g["plate_count"], g["plate_hollow"] = len(plate), hollow
        g["vao_plate"] = GL.glGenVertexArrays(1)
        GL.glBindVertexArray(g["vao_plate"])
        pvbo, pao = GL.glGenBuffers(2)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, pvbo)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, plate.nbytes, plate, GL.GL_STATIC_DRAW)
        _float_attrib(0, 3, stride, 0)
        _float_attrib(1, 3, stride, 12)
        _float_attrib(2, 2, stride, 24)
        _float_attrib(3, 1, stride, 32)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, pao)
        zeros = np.zeros(len(plate), np.uint32)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, zeros.nbytes, zeros, GL.GL_DYNAMIC_DRAW)
        GL.glEnableVertexAttribArray(4)
        GL.glVertexAttribIPointer(4, 1, GL.GL_UNSIGNED_INT, 4, ctypes.c_void_p(0))
        g["vbo_plate_ao"] = pao

        # Background: one triangle over the viewport.
        g["vao_bg"] = GL.glGenVertexArrays(1)
        GL.glBindVertexArray(g["vao_bg"])
        bvbo = GL.glGenBuffers(1)
        tri = meshes.full_screen_triangle()
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, bvbo)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, tri.nbytes, tri, GL.GL_STATIC_DRAW)
        _float_attrib(0, 2, 8, 0)
        GL.glBindVertexArray(0)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, 0)
        self._instances_dirty = self._plate_dirty = True
        check_gl("initializeGL")

    def _upload(self, eye: tuple[float, float, float]) -> None:
        g = self._gl
        if self._instances_dirty or eye != self._sorted_for:
            # Opaque dice nearest first: llvmpipe then rejects hidden fragments before shading.
            data = self._instances.copy() if len(self._instances) else np.zeros(1, INSTANCE)
            if self._opaque > 1:
                d = ((data["centre"][:self._opaque] - np.asarray(eye, np.float32)) ** 2).sum(axis=1)
                data[:self._opaque] = data[:self._opaque][np.argsort(d)]
            GL.glBindBuffer(GL.GL_ARRAY_BUFFER, g["vbo_instances"])
            GL.glBufferData(GL.GL_ARRAY_BUFFER, data.nbytes, data, GL.GL_DYNAMIC_DRAW)
            self._instances_dirty = False
            self._sorted_for = eye
        if self._plate_dirty and len(self._plate_ao):
            GL.glBindBuffer(GL.GL_ARRAY_BUFFER, g["vbo_plate_ao"])
            GL.glBufferSubData(GL.GL_ARRAY_BUFFER, 0, self._plate_ao.nbytes, self._plate_ao)
            self._plate_dirty = False

    # -- drawing ---------------------------------------------------------------------------------
    def _uniforms(self, name: str, mvp: np.ndarray, eye, lights) -> None:
        u = self._gl["uniforms"][name]
        GL.glUseProgram(self._gl[name])
        GL.glUniformMatrix4fv(u["u_mvp"], 1, GL.GL_FALSE, mvp)
        GL.glUniform3f(u["u_eye"], *eye)
        for key, vec in zip(("u_key", "u_fill", "u_back"), lights):
            GL.glUniform3f(u[key], *vec)
        if u["u_colour_blind"] != -1:
            GL.glUniform1i(u["u_colour_blind"], int(self.colour_blind))

    def paint(self) -> None:
        if self._context is not QOpenGLContext.currentContext():
            self.initializeGL()   # a new context (e.g. the widget moved to another window)
        g = self._gl
        view = self.view()
        mvp = np.array(self.mvpMatrix().data(), np.float32)
        eye = view.cameraPosition()
        eye = (eye.x(), eye.y(), eye.z())
        lights = view.light_directions()
        self._upload(eye)

        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LESS)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_BLEND)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        n = len(self._instances)
        if self._opaque and "dice" not in self.skip:
            self._uniforms("dice", mvp, eye, lights)
            GL.glBindVertexArray(g["vao_dice"])
            GL.glDrawElementsInstanced(GL.GL_TRIANGLES, g["die_indices"], GL.GL_UNSIGNED_INT, None, self._opaque)
        if "plate" not in self.skip:
            self._uniforms("plate", mvp, eye, lights)
            GL.glBindVertexArray(g["vao_plate"])
            GL.glDrawArrays(GL.GL_TRIANGLES, 0, g["plate_count"])

        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glDepthMask(GL.GL_FALSE)
        if self.gradient and "bg" not in self.skip:
            # The gradient costs ~3 ms on llvmpipe; scissored clear bands were slower (drawn as quads).
            GL.glUseProgram(g["bg"])
            GL.glBindVertexArray(g["vao_bg"])
            GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)
        GL.glDepthFunc(GL.GL_LESS)

        if n > self._opaque:
            GL.glEnable(GL.GL_BLEND)
            GL.glBlendFuncSeparate(GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA)
            self._uniforms("dice", mvp, eye, lights)
            GL.glBindVertexArray(g["vao_dice"])
            GL.glDrawElementsInstancedBaseInstance(GL.GL_TRIANGLES, g["die_indices"], GL.GL_UNSIGNED_INT, None,
                                                   n - self._opaque, self._opaque)
            GL.glDisable(GL.GL_BLEND)

        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)
        check_gl("paint")

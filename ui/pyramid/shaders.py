"""GLSL 330 sources for the pyramid (Mesa llvmpipe gives a 4.5 compatibility context).

Lights are fixed to the camera (key from above-left-front, fill from the right, a faint back
light), so every view shows the three faces of a die in three distinct shades. pyqtgraph's
built-in "shaded" program lights from behind the camera, hence our own.

On a software rasterizer every instruction per pixel counts. Dice are plain cubes; the vertex
shader lights each face and its four rounded edges (normals bent 45 degrees toward the
neighbouring faces) once, as flat outputs, and the fragment shader blends them near the face's
border: the dice read as rounded at the cost of two triangles per face. Per pixel remain pips,
occlusion, symbols and highlights. Colours are linear light, encoded with gamma 2 (a sqrt).
"""
from __future__ import annotations

from OpenGL import GL

from .geometry import FACE_AXES
from .meshes import BEVEL


def _vec3_array(name: str, rows) -> str:
    body = ", ".join(f"vec3({r[0]:.1f}, {r[1]:.1f}, {r[2]:.1f})" for r in rows)
    return f"const vec3 {name}[6] = vec3[6]({body});\n"


_LIGHT = """
uniform vec3 u_eye;
uniform vec3 u_key;      // direction to the key light (world)
uniform vec3 u_fill;
uniform vec3 u_back;

vec3 diffuse(vec3 N) {
    float key = max(dot(N, u_key), 0.0);
    float fill = max(dot(N, u_fill), 0.0);
    float back = max(dot(N, u_back), 0.0);
    vec3 sky = mix(vec3(0.10, 0.09, 0.08), vec3(0.33, 0.36, 0.42), 0.5 + 0.5 * N.z);
    return sky + vec3(1.05, 0.99, 0.88) * key + vec3(0.19, 0.22, 0.27) * fill + vec3(0.12) * back * back;
}

float specular(vec3 N, vec3 V, float shininess) {
    return pow(max(dot(N, normalize(u_key + V)), 0.0), shininess);
}

vec3 shade(vec3 base, vec3 N, vec3 V, float shininess, float spec) {
    float nv = 1.0 - max(dot(N, V), 0.0);
    // Highlights fade on grazing faces, which would otherwise wash out to white.
    return base * (diffuse(N) + 0.10 * nv * nv * nv) + vec3(specular(N, V, shininess) * spec * (1.0 - nv * nv));
}
"""

_FRAGMENT_COMMON = """
float falloff(float d) {
    float x = 1.0 - smoothstep(0.0, 1.1, d);
    return x * x;
}

// Voxel ambient occlusion of a face: bits 0..3 edges +u -u +v -v, 4..7 corners ++ +- -+ --.
float occlusion(uint bits, vec2 uv) {
    if (bits == 0u) return 1.0;
    vec2 p = 1.0 - uv;
    vec2 m = 1.0 + uv;
    float lit = 1.0;
    if ((bits & 1u) != 0u) lit *= 1.0 - falloff(p.x);
    if ((bits & 2u) != 0u) lit *= 1.0 - falloff(m.x);
    if ((bits & 4u) != 0u) lit *= 1.0 - falloff(p.y);
    if ((bits & 8u) != 0u) lit *= 1.0 - falloff(m.y);
    if ((bits & 0x15u) == 0x10u) lit *= 1.0 - falloff(length(vec2(p.x, p.y)));
    if ((bits & 0x29u) == 0x20u) lit *= 1.0 - falloff(length(vec2(p.x, m.y)));
    if ((bits & 0x46u) == 0x40u) lit *= 1.0 - falloff(length(vec2(m.x, p.y)));
    if ((bits & 0x8Au) == 0x80u) lit *= 1.0 - falloff(length(vec2(m.x, m.y)));
    return mix(0.30, 1.0, lit);
}

vec3 encode(vec3 linear) {
    linear = linear / (1.0 + 0.12 * linear);      // a soft shoulder for highlights
    return sqrt(clamp(linear, 0.0, 1.0));          // gamma 2: close to sRGB, and cheap
}
"""

DICE_VERTEX = ("#version 330 core\n" + _LIGHT + _vec3_array("FACE_U", [u for _, u, _ in FACE_AXES])
               + _vec3_array("FACE_V", [v for _, _, v in FACE_AXES]) + """
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in float a_pips;    // pip count of the face
layout(location = 4) in vec3 i_centre;
layout(location = 5) in vec3 i_rx;
layout(location = 6) in vec3 i_ry;
layout(location = 7) in vec3 i_rz;
layout(location = 8) in vec4 i_info;     // colour id, alpha, highlight kind, scale
layout(location = 9) in uvec2 i_ao;      // occlusion bits, 3 local faces per word

uniform mat4 u_mvp;
out vec2 v_uv;
flat out vec3 v_face;       // the lit face
flat out vec3 v_edge[4];    // its rounded edges toward +u, -u, +v, -v
flat out float v_fres;
flat out int v_pips;
flat out vec4 v_info;
flat out uint v_ao;

const int FACE_OF_PIP[7] = int[7](0, 0, 2, 4, 5, 3, 1);
const vec3 COLOURS[5] = vec3[5](      // linear light for gamma 2
    vec3(0.60, 0.026, 0.026),   // red       #c62828
    vec3(0.90, 0.56, 0.035),    // yellow    #f2c230
    vec3(0.84, 0.82, 0.77),     // pearl
    vec3(0.015, 0.50, 0.43),    // turquoise #1fb5a8
    vec3(1.0, 0.80, 0.35));     // ghost (a target funnel)

void main() {
    mat3 R = mat3(i_rx, i_ry, i_rz);
    vec3 w = i_centre + R * (a_pos * i_info.w);
    v_pips = int(a_pips + 0.5);
    v_info = i_info;
    v_uv = a_uv;
    int f = FACE_OF_PIP[v_pips];
    uint word = f < 3 ? i_ao.x : i_ao.y;
    v_ao = (word >> uint(8 * (f % 3))) & 0xFFu;
    // A face another die (or the plate) covers is moved out of the clip volume: it costs no
    // rasterizing at all (a third of all faces in a full pyramid).
    gl_Position = v_ao == 0xFFu ? vec4(2.0, 2.0, 2.0, 1.0) : u_mvp * vec4(w, 1.0);

    // Everything below is the same for the face's four vertices (flat outputs must be).
    vec3 N = R * a_normal;
    vec3 U = R * FACE_U[f];
    vec3 W = R * FACE_V[f];
    vec3 V = normalize(u_eye - (i_centre + 0.5 * N));
    int colour = int(i_info.x + 0.5);
    vec3 base = COLOURS[colour];
    float nv = 1.0 - max(dot(N, V), 0.0);
    v_fres = nv * nv * nv;
    float shininess = 40.0;
    float spec = 0.35;
    if (colour == 2) {   // pearl: a view-dependent iridescent tint and a strong sheen
        vec3 irid = 0.5 + 0.5 * cos(6.2832 * (vec3(0.0, 0.33, 0.67) + 1.6 * v_fres + 0.5 * dot(N, V)));
        base = mix(base, base * (0.72 + 0.5 * irid), 0.6);
        shininess = 22.0;
        spec = 0.9;
    }
    v_face = shade(base, N, V, shininess, spec);
    const float S = 0.70710678;
    v_edge[0] = shade(base, S * (N + U), V, shininess, spec);
    v_edge[1] = shade(base, S * (N - U), V, shininess, spec);
    v_edge[2] = shade(base, S * (N + W), V, shininess, spec);
    v_edge[3] = shade(base, S * (N - W), V, shininess, spec);
}
""")

DICE_FRAGMENT = "#version 330 core\n" + _FRAGMENT_COMMON + f"const float BEVEL0 = {1.0 - BEVEL:.3f};\n" + """
in vec2 v_uv;
flat in vec3 v_face;
flat in vec3 v_edge[4];
flat in float v_fres;
flat in int v_pips;
flat in vec4 v_info;
flat in uint v_ao;
uniform bool u_colour_blind;
out vec4 frag;

const float PIP_R = 0.19;
const float PIP_A = 0.54;

// Squared distance to the nearest pip. Every layout is symmetric under uv -> -uv, 4..6 also
// under each axis flip, so one or two centres are enough after folding.
float pip_d2(vec2 uv, int n) {
    float d2 = (n & 1) == 1 ? dot(uv, uv) : 1e3;
    if (n >= 4) {
        vec2 q = abs(uv) - PIP_A;
        d2 = min(d2, dot(q, q));
        if (n == 6) {
            vec2 r = vec2(abs(uv.x) - PIP_A, uv.y);
            d2 = min(d2, dot(r, r));
        }
    } else if (n >= 2) {
        vec2 q = (uv.x + uv.y < 0.0 ? -uv : uv) - PIP_A;
        d2 = min(d2, dot(q, q));
    }
    return d2;
}

float stripes(float x, float width) {
    float s = abs(fract(x) - 0.5) * 2.0;          // 0 at a stripe's middle, 1 between
    float w = fwidth(x) * 2.0;
    return 1.0 - smoothstep(width - w, width + w, s);
}

// Colour-blind symbols: red stripes, yellow dots, pearl a ring, turquoise cross-hatch.
float pattern(int colour, vec2 uv) {
    if (colour == 0) return stripes((uv.x + uv.y) * 2.2, 0.38);
    if (colour == 1) {
        vec2 c = fract(uv * 2.6 + 0.5) - 0.5;
        float d = length(c);
        float w = fwidth(d);
        return 1.0 - smoothstep(0.21 - w, 0.21 + w, d);
    }
    if (colour == 2) {
        float d = abs(length(uv) - 0.80);
        float w = fwidth(d);
        return 1.0 - smoothstep(0.06 - w, 0.06 + w, d);
    }
    return max(stripes((uv.x + uv.y) * 2.2, 0.25), stripes((uv.x - uv.y) * 2.2, 0.25));
}

void main() {
    int colour = int(v_info.x + 0.5);
    int kind = int(v_info.z + 0.5);
    vec2 a = abs(v_uv);
    float wu = smoothstep(BEVEL0, 1.0, a.x);
    float wv = smoothstep(BEVEL0, 1.0, a.y);
    vec3 c = mix(v_face, v_uv.x > 0.0 ? v_edge[0] : v_edge[1], wu);
    c = mix(c, v_uv.y > 0.0 ? v_edge[2] : v_edge[3], wv * (1.0 - 0.5 * wu));
    float groove = max(wu, wv);
    c *= 1.0 - 0.45 * groove * groove * groove;       // the seam between touching dice
    if (u_colour_blind && colour < 4) {
        float p = pattern(colour, v_uv);
        c *= 1.0 - 0.85 * p * (colour == 0 || colour == 3 ? 0.78 : 0.6);
    }
    if (colour < 4) {    // ghosts show no pips
        float d = sqrt(pip_d2(v_uv, v_pips));
        float w = fwidth(d);
        float pip = 1.0 - smoothstep(0.19 - w, 0.19 + w, d);
        c = mix(c, v_face * (0.02 + 0.06 * smoothstep(0.0, PIP_R, d)) + 0.004, pip);
    }
    c *= occlusion(v_ao, v_uv);
    float alpha = v_info.y;
    // Highlights: 1 a target die, 2 hovered, 3 selected, 4 a ghost target, 5 a hovered ghost, 6 dimmed
    // (a die the game puts in the background: Raffzahn's dice that are not free).
    if (kind == 6) {
        c *= 0.42;
    } else if (kind > 0) {
        float edge = smoothstep(0.60, 0.95, max(a.x, a.y));
        // A target die glows: lit from inside in its own colour (dozens may be lit at once, each still
        // tells its colour), warmed with gold, and a bright gold rim.
        if (kind == 1) {
            c = c * 1.45 + vec3(0.16, 0.11, 0.025);
            c = mix(c, vec3(1.0, 0.80, 0.30), 0.85 * smoothstep(0.50, 0.95, max(a.x, a.y)));
        }
        else if (kind == 2) c = mix(c, vec3(1.0, 1.0, 0.85), 0.80 * edge) + 0.25 * c + vec3(0.06);
        else if (kind == 3) c = mix(c, vec3(0.25, 0.65, 1.0), 0.85 * edge) + vec3(0.0, 0.03, 0.08);
        else {
            c = mix(c, vec3(1.0, 0.85, 0.45), 0.4) + vec3(1.0, 0.75, 0.3) * (0.6 * edge + 0.4 * v_fres);
            alpha *= (kind == 5 ? 0.75 : 0.42) + 0.45 * edge;
        }
    }
    frag = vec4(encode(c), alpha);
}
"""

PLATE_VERTEX = "#version 330 core\n" + _LIGHT + """
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in float a_tag;
layout(location = 4) in uint a_ao;
uniform mat4 u_mvp;
out vec2 v_uv;
out vec2 v_xy;
out vec3 v_lit;
out float v_spec;
flat out float v_tag;
flat out uint v_ao;
void main() {
    v_uv = a_uv;
    v_xy = a_pos.xy;
    v_tag = a_tag;
    v_ao = a_ao;
    // A hollow with a die in it is hidden by the die's face lying exactly on it.
    gl_Position = a_ao == 0xFFu ? vec4(2.0, 2.0, 2.0, 1.0) : u_mvp * vec4(a_pos, 1.0);
    v_lit = diffuse(a_normal) * (a_tag == 3.0 ? 0.75 : 1.0);
    v_spec = 0.10 * specular(a_normal, normalize(u_eye - a_pos), 30.0);
}
"""

PLATE_FRAGMENT = "#version 330 core\n" + _FRAGMENT_COMMON + """
in vec2 v_uv;
in vec2 v_xy;
in vec3 v_lit;
in float v_spec;
flat in float v_tag;
flat in uint v_ao;
out vec4 frag;
void main() {
    // Dark green lacquered wood: a slow, slightly wavy grain.
    float g = v_xy.x * 0.35 + v_xy.y * 1.9 + 0.25 * v_xy.x * v_xy.x / (4.0 + abs(v_xy.y));
    vec3 base = mix(vec3(0.022, 0.080, 0.045), vec3(0.028, 0.095, 0.052), 0.5 + 0.5 * sin(g * 3.0));
    float ao = occlusion(v_ao, v_uv);
    if (v_tag == 2.0) ao *= mix(0.55, 1.0, smoothstep(4.6, 7.5, length(v_xy)));  // the pyramid's foot
    frag = vec4(encode((base * v_lit + v_spec) * ao), 1.0);
}
"""

BACKGROUND_VERTEX = """
#version 330 core
layout(location = 0) in vec2 a_pos;
out vec2 v_pos;
void main() {
    v_pos = a_pos;
    gl_Position = vec4(a_pos, 1.0, 1.0);   // at the far plane: only where nothing was drawn
}
"""

BACKGROUND_FRAGMENT = """
#version 330 core
in vec2 v_pos;
out vec4 frag;
void main() {
    float t = 0.5 + 0.5 * v_pos.y;
    vec3 c = mix(vec3(0.055, 0.058, 0.070), vec3(0.24, 0.26, 0.30), t * t);
    c *= 1.0 - 0.28 * dot(v_pos * vec2(0.7, 0.9), v_pos * vec2(0.7, 0.9));
    frag = vec4(c, 1.0);
}
"""


class ShaderError(RuntimeError):
    pass


def _compile(kind: int, source: str) -> int:
    shader = GL.glCreateShader(kind)
    GL.glShaderSource(shader, source.strip())
    GL.glCompileShader(shader)
    if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
        log = GL.glGetShaderInfoLog(shader)
        raise ShaderError(f"shader compile failed: {log!r}")
    return shader


def program(vertex: str, fragment: str) -> int:
    vs = _compile(GL.GL_VERTEX_SHADER, vertex)
    fs = _compile(GL.GL_FRAGMENT_SHADER, fragment)
    prog = GL.glCreateProgram()
    GL.glAttachShader(prog, vs)
    GL.glAttachShader(prog, fs)
    GL.glLinkProgram(prog)
    if not GL.glGetProgramiv(prog, GL.GL_LINK_STATUS):
        raise ShaderError(f"shader link failed: {GL.glGetProgramInfoLog(prog)!r}")
    GL.glDeleteShader(vs)
    GL.glDeleteShader(fs)
    return prog

#version 450
#extension GL_GOOGLE_include_directive : require
// Gated activations on rows: y = act(g) * u, act (act.glsl) GELU-tanh when MODE is 0, SiLU when
// MODE is 1, the sigmoid (Qwen 3.5's output gates) when MODE is 2, and that sigmoid of one gate per
// row, g[goff + row * gstride] (Qwen 3.5's shared-expert gate), when MODE is 3; has_u 0: y = act(g).
// y may be g or u. Decode's gate/up pairs take matvec_sg.comp's GLU form instead (one dispatch).
layout(local_size_x_id = 0) in;
layout(constant_id = 2) const int MODE = 0;
layout(std430, binding = 0) buffer Gb { float G[]; };
layout(std430, binding = 1) readonly buffer Ub { float U[]; };
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint n, rows, goff, gstride, uoff, ustride, yoff, ystride, has_u; } p;
#include "act.glsl"

void main() {
    uint i = gl_GlobalInvocationID.x, row = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    if (i >= p.n || row >= p.rows) return;
    float x = G[p.goff + row * p.gstride + (MODE == 3 ? 0u : i)];
    float a = ox_act(MODE == 3 ? 2 : MODE, x);
    if (p.has_u != 0u) a = a * U[p.uoff + row * p.ustride + i];
    Y[p.yoff + row * p.ystride + i] = a;
}

#version 450
// Gated DeltaNet, the replay log of one linear-attention layer: for each token t of a step, the
// pre-conv row u (C channels of in_proj_qkv) and, per value head h, g = -exp(A_log) softplus(a + dt_bias)
// and beta = sigmoid(b) (gates.glsl), written to the log row of position p0 + t (a ring of cap rows:
// [u | g | beta]). a and b come in rows of 2 Hv a token (one matmul of in_proj_a and in_proj_b
// stacked): a at aoff, b at boff within the row. In decode the qkv matmul writes u into the log
// itself and delta.comp makes g and beta (ox__vkq35_layer): this kernel serves the other steps.
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Ub { float U[]; };
layout(std430, binding = 1) readonly buffer Ab { float AB[]; };
layout(std430, binding = 2) readonly buffer Vb { float VEC[]; };
layout(std430, binding = 3) writeonly buffer Lb { float LOG[]; };
layout(push_constant) uniform P { uint C, Hv, T, p0, cap, row, logoff, aoff, boff, negaoff, dtoff; } p;

#include "gates.glsl"

void main() {
    uint i = gl_GlobalInvocationID.x, t = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    uint n = p.C + 2u * p.Hv;
    if (i >= n || t >= p.T) return;
    uint dst = p.logoff + ((p.p0 + t) % p.cap) * p.row + i;
    if (i < p.C) { LOG[dst] = U[t * p.C + i]; return; }
    if (i < p.C + p.Hv) {
        uint h = i - p.C;
        LOG[dst] = ox_gate_g(AB[p.aoff + t * 2u * p.Hv + h], VEC[p.dtoff + h], VEC[p.negaoff + h]);
    } else {
        uint h = i - p.C - p.Hv;
        LOG[dst] = ox_gate_beta(AB[p.boff + t * 2u * p.Hv + h]);
    }
}

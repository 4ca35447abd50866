#version 450
// Gated DeltaNet, chunked form, stage 2 of 3: per value head h and chunk c of 64 tokens (workgroup
// (h, c); the chunks are independent here), from the scratch D of gdn_prep.comp (gdn.glsl):
//   gamma_i = g_0 + .. + g_i (summed in order, as the CPU does), into GM;
//   A[i][j] = beta_i (k_i . k_j) exp(gamma_i - gamma_j), j < i (shared memory);
//   the unit-triangular solve (I + A) [Wv | Wk] = [beta v | beta exp(gamma) k], row by row: each
//   thread owns columns, so the rows it reads back are the ones it wrote (no barrier between rows);
//   Wv over V in place, Wk into WK;
//   with has_o, AQ[i][j] = (q_i . k_j) exp(gamma_i - gamma_j) for j <= i, else 0.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) buffer Db { float D[]; };
layout(push_constant) uniform P { uint Hv, dk, dv, T, Tp, has_o; } p;
#include "gdn.glsl"
shared float L[OX_CH * OX_CH], gs[OX_CH], bs[OX_CH];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x, c = gl_WorkGroupID.y;
    uint t0 = c * OX_CH, n = min(OX_CH, p.T - t0);
    if (tid == 0u) {
        float acc = 0.0;
        for (uint i = 0u; i < n; i++) {
            acc += D[gdn_s(0u, h, t0 + i)];
            gs[i] = acc;
            D[gdn_s(2u, h, t0 + i)] = acc;
        }
    }
    for (uint i = tid; i < n; i += wg) bs[i] = D[gdn_s(1u, h, t0 + i)];
    barrier();
    for (uint e = tid; e < OX_CH * OX_CH; e += wg) {
        uint i = e / OX_CH, j = e % OX_CH;
        float a = 0.0, aq = 0.0;
        if (i < n && j <= i) {
            uint ki = gdn_k(h, t0 + i), kj = gdn_k(h, t0 + j), qi = gdn_q(h, t0 + i);
            float dec = exp(gs[i] - gs[j]);
            // eight dims' loads ahead of their products (a thread's loads are L2 hits, one at a time
            // a latency each); each sum still runs over r = 0, 1, ... in order
            bool ha = j < i, hq = p.has_o != 0u;
            uint r = 0u;
            for (; r + 8u <= p.dk; r += 8u) {
                float kiv[8], kjv[8], qiv[8];
                [[unroll]] for (uint u = 0u; u < 8u; u++) {
                    kjv[u] = D[kj + r + u];
                    kiv[u] = ha ? D[ki + r + u] : 0.0;
                    qiv[u] = hq ? D[qi + r + u] : 0.0;
                }
                [[unroll]] for (uint u = 0u; u < 8u; u++) { a += kiv[u] * kjv[u]; aq += qiv[u] * kjv[u]; }
            }
            for (; r < p.dk; r++) { a += (ha ? D[ki + r] : 0.0) * D[kj + r]; aq += (hq ? D[qi + r] : 0.0) * D[kj + r]; }
            a = ha ? bs[i] * a * dec : 0.0;
            aq = hq ? aq * dec : 0.0;
        }
        L[e] = a;
        if (p.has_o != 0u) D[gdn_aq(h, c) + e] = aq;
    }
    barrier();
    for (uint col = tid; col < p.dv + p.dk; col += wg) {
        bool isv = col < p.dv;
        uint base = isv ? gdn_v(h, t0) + col : gdn_wk(h, t0) + col - p.dv, stride = isv ? p.dv : p.dk;
        for (uint i = 0u; i < n; i++) {
            float w = isv ? bs[i] * D[base + i * stride] : bs[i] * exp(gs[i]) * D[gdn_k(h, t0 + i) + col - p.dv];
            uint j = 0u;
            for (; j + 8u <= i; j += 8u) { // the rows' loads ahead, subtracted in order
                float dv8[8];
                [[unroll]] for (uint u = 0u; u < 8u; u++) dv8[u] = D[base + (j + u) * stride];
                [[unroll]] for (uint u = 0u; u < 8u; u++) w -= L[i * OX_CH + j + u] * dv8[u];
            }
            for (; j < i; j++) w -= L[i * OX_CH + j] * D[base + j * stride];
            D[base + i * stride] = w;
        }
    }
}

#version 450
// Gated DeltaNet, chunked form, stage 3 of 3: per value head h and block of CB state columns
// (constant 4; workgroup (h, y)), the chunks in order from the state S at src (dk x dv per head, row-major),
// with Wv, Wk, AQ and gamma from gdn_chunk.comp (gdn.glsl). Per chunk of n tokens, for each column:
//   U = Wv - Wk S                                        (the chunk's corrected values, n x CB)
//   o_i = exp(gamma_i) q_i S + sum_{j <= i} AQ[i][j] U_j (when has_o; before the gated norm)
//   S  <- exp(gamma_{n-1}) S + sum_j exp(gamma_{n-1} - gamma_j) k_j U_j^T
// The block's state columns stay in shared memory from the first chunk to the last, then go to dst
// (src == dst: in place). dk is at most 128 (the host uses the recurrence, delta.comp, beyond).
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Db { float D[]; };
layout(std430, binding = 1) buffer Sb { float S[]; };
layout(std430, binding = 2) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P { uint Hv, dk, dv, T, Tp, has_o, src, dst, ooff; } p;
#include "gdn.glsl"
layout(constant_id = 4) const uint CB = 16u; // state columns a workgroup: a column's sums do not depend on it
#define DKC 128u
shared float Ss[DKC * CB], Us[OX_CH * CB], eg[OX_CH], dd[OX_CH];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x, c0 = gl_WorkGroupID.y * CB;
    uint sb = h * p.dk * p.dv;
    for (uint e = tid; e < p.dk * CB; e += wg) {
        uint r = e / CB, col = c0 + e % CB;
        Ss[e] = col < p.dv ? S[p.src + sb + r * p.dv + col] : 0.0;
    }
    for (uint t0 = 0u; t0 < p.T; t0 += OX_CH) {
        uint n = min(OX_CH, p.T - t0);
        for (uint i = tid; i < n; i += wg) {
            float gl = D[gdn_s(2u, h, t0 + n - 1u)], gi = D[gdn_s(2u, h, t0 + i)];
            eg[i] = exp(gi);
            dd[i] = exp(gl - gi);
        }
        barrier();
        for (uint e = tid; e < n * CB; e += wg) {
            uint i = e / CB, cc = e % CB, col = c0 + cc, wk = gdn_wk(h, t0 + i);
            float u = 0.0;
            if (col < p.dv) {
                float ws = 0.0;
                uint r = 0u;
                for (; r + 8u <= p.dk; r += 8u) { // eight loads ahead of their products, summed in order
                    float w8[8];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) w8[u] = D[wk + r + u];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) ws += w8[u] * Ss[(r + u) * CB + cc];
                }
                for (; r < p.dk; r++) ws += D[wk + r] * Ss[r * CB + cc];
                u = D[gdn_v(h, t0 + i) + col] - ws;
            }
            Us[e] = u;
        }
        barrier();
        if (p.has_o != 0u)
            for (uint e = tid; e < n * CB; e += wg) {
                uint i = e / CB, cc = e % CB, col = c0 + cc, q = gdn_q(h, t0 + i), aq = gdn_aq(h, t0 / OX_CH) + i * OX_CH;
                if (col >= p.dv) continue;
                float qs = 0.0, o = 0.0;
                uint r = 0u, j = 0u;
                for (; r + 8u <= p.dk; r += 8u) {
                    float q8[8];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) q8[u] = D[q + r + u];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) qs += q8[u] * Ss[(r + u) * CB + cc];
                }
                for (; r < p.dk; r++) qs += D[q + r] * Ss[r * CB + cc];
                for (; j + 8u <= i + 1u; j += 8u) {
                    float a8[8];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) a8[u] = D[aq + j + u];
                    [[unroll]] for (uint u = 0u; u < 8u; u++) o += a8[u] * Us[(j + u) * CB + cc];
                }
                for (; j <= i; j++) o += D[aq + j] * Us[j * CB + cc];
                O[p.ooff + (t0 + i) * p.Hv * p.dv + h * p.dv + col] = o + eg[i] * qs;
            }
        barrier();
        float en = eg[n - 1u];
        for (uint e = tid; e < p.dk * CB; e += wg) {
            uint r = e / CB, cc = e % CB;
            float acc = 0.0;
            uint j = 0u;
            for (; j + 8u <= n; j += 8u) {
                float k8[8];
                [[unroll]] for (uint u = 0u; u < 8u; u++) k8[u] = D[gdn_k(h, t0 + j + u) + r];
                [[unroll]] for (uint u = 0u; u < 8u; u++) acc += dd[j + u] * k8[u] * Us[(j + u) * CB + cc];
            }
            for (; j < n; j++) acc += dd[j] * D[gdn_k(h, t0 + j) + r] * Us[j * CB + cc];
            Ss[e] = acc + en * Ss[e];
        }
        barrier();
    }
    for (uint e = tid; e < p.dk * CB; e += wg) {
        uint r = e / CB, col = c0 + e % CB;
        if (col < p.dv) S[p.dst + sb + r * p.dv + col] = Ss[e];
    }
}

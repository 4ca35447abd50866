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
            if (j < i) {
                for (uint r = 0u; r < p.dk; r++) a += D[ki + r] * D[kj + r];
                a = bs[i] * a * dec;
            }
            if (p.has_o != 0u) {
                for (uint r = 0u; r < p.dk; r++) aq += D[qi + r] * D[kj + r];
                aq = aq * dec;
            }
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
            for (uint j = 0u; j < i; j++) w -= L[i * OX_CH + j] * D[base + j * stride];
            D[base + i * stride] = w;
        }
    }
}

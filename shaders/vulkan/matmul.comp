#version 450
// Tiled matmul for prefill: y[t][r0 + r] = x[t] . W[r], T tokens by N rows of one weight part.
// A workgroup of TX x TY threads computes a tile of BM = 4 TY tokens by BN = 4 TX rows, walking K in
// steps of BK through shared memory (W widened to f32 as it is stored there); each thread keeps a
// 4 x 4 block of sums, its tokens and rows strided by TY and TX so that neighbouring threads read
// neighbouring shared words.
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0, local_size_y_id = 1) in;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, T; } p;
#include "common.glsl"
#define BK 16u
const uint TX = gl_WorkGroupSize.x, TY = gl_WorkGroupSize.y;
const uint BN = 4u * TX, BM = 4u * TY;
shared float ws[BK][BN + 1u];
shared float xs[BK][BM + 1u];

void main() {
    uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y, tid = ty * TX + tx, nt = TX * TY;
    uint n0 = gl_WorkGroupID.x * BN, m0 = gl_WorkGroupID.y * BM;
    float acc[4][4];
    for (uint i = 0u; i < 4u; i++) for (uint j = 0u; j < 4u; j++) acc[i][j] = 0.0;
    for (uint k0 = 0u; k0 < p.K; k0 += BK) {
        for (uint e = tid; e < BN * BK; e += nt) {
            uint n = e / BK, k = e % BK, r = n0 + n, kk = k0 + k;
            ws[k][n] = (r < p.N && kk < p.K) ? ox_wload(r * p.K + kk) : 0.0;
        }
        for (uint e = tid; e < BM * BK; e += nt) {
            uint m = e / BK, k = e % BK, t = m0 + m, kk = k0 + k;
            xs[k][m] = (t < p.T && kk < p.K) ? X[p.xoff + t * p.ldx + kk] : 0.0;
        }
        barrier();
        for (uint k = 0u; k < BK; k++) {
            float a[4], b[4];
            for (uint i = 0u; i < 4u; i++) a[i] = xs[k][ty + i * TY];
            for (uint j = 0u; j < 4u; j++) b[j] = ws[k][tx + j * TX];
            for (uint i = 0u; i < 4u; i++) for (uint j = 0u; j < 4u; j++) acc[i][j] += a[i] * b[j];
        }
        barrier();
    }
    for (uint i = 0u; i < 4u; i++) {
        uint t = m0 + ty + i * TY;
        if (t >= p.T) continue;
        for (uint j = 0u; j < 4u; j++) {
            uint r = n0 + tx + j * TX;
            if (r < p.N) Y[p.yoff + t * p.ldy + p.r0 + r] = acc[i][j];
        }
    }
}

#version 450
// Matmul for decode (a few tokens) on devices without subgroup adds (those with them take
// matvec_sg.comp): y[t][r0 + r] = x[t] . W[r] for the rows r of one weight part. Each workgroup
// streams NR rows of W once for one token, its threads taking consecutive words (coalesced), and
// reduces the partial sums with a shared-memory tree (the workgroup size is a power of two).
// Also the MoE experts' kernel on every device (OX_IDS).
// OX_IDS: the MoE experts' form. Workgroup row t is a (token, pick) pair whose expert is ids[t]; the
// weight part holds experts e0 .. e0 + ne - 1 of N rows each (pairs of other experts are left to the
// other parts' dispatches), and the pair reads input row t / xdiv (xdiv K: the token's row).
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 1) readonly buffer Xb { float X[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
#ifdef OX_IDS
layout(std430, binding = 3) readonly buffer Ib { int Ids[]; };
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0, xdiv, e0, ne, idoff; } p;
#else
layout(push_constant) uniform P { uint K, N, ldx, ldy, xoff, yoff, r0; } p;
#endif
#include "common.glsl"
#define NR 2
shared float red[NR][gl_WorkGroupSize.x];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, t = gl_WorkGroupID.y;
    uint rbase = (gl_WorkGroupID.x + gl_WorkGroupID.z * gl_NumWorkGroups.x) * NR; // z: past maxComputeWorkGroupCount[0]
#ifdef OX_IDS
    int ex = Ids[p.idoff + t] - int(p.e0);
    if (ex < 0 || ex >= int(p.ne)) return; // the whole group leaves together
    uint xb = p.xoff + (t / p.xdiv) * p.ldx, wrow0 = uint(ex) * p.N;
#else
    uint xb = p.xoff + t * p.ldx, wrow0 = 0u;
#endif
    float acc[NR];
    for (uint i = 0u; i < NR; i++) {
        uint r = rbase + i;
        float s = 0.0;
        if (r < p.N) {
            uint e0 = (wrow0 + r) * p.K;
            if (WDTYPE != 0 && (p.K & 1u) == 0u) { // 16-bit weights, even rows: whole words
                uint j0 = e0 >> 1, nw = p.K >> 1;
                for (uint j = tid; j < nw; j += wg) {
                    vec2 w = ox_wpair(j0 + j);
                    s += X[xb + 2u * j] * w.x + X[xb + 2u * j + 1u] * w.y;
                }
            } else {
                for (uint k = tid; k < p.K; k += wg) s += X[xb + k] * ox_wload(e0 + k);
            }
        }
        acc[i] = s;
    }
    for (uint i = 0u; i < NR; i++) red[i][tid] = acc[i];
    barrier();
    for (uint h = wg >> 1; h > 0u; h >>= 1) {
        if (tid < h) for (uint i = 0u; i < NR; i++) red[i][tid] += red[i][tid + h];
        barrier();
    }
    if (tid < NR && rbase + tid < p.N) Y[p.yoff + t * p.ldy + p.r0 + rbase + tid] = red[tid][0];
}

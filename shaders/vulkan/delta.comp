#version 450
// Gated DeltaNet: the causal depthwise conv + SiLU, the L2 norms and the gated delta rule of one
// linear-attention layer over T tokens, token by token (the recurrence), from the replay log.
// Workgroup (h, y): value head h, state columns y*CB .. y*CB + CB - 1 (the conv and the norms of the
// head are computed by each of its groups: a few hundred multiply-adds against the state's dk x CB).
// Per token, with the state S (dk x dv, row-major) before it, for each column j:
//     a = sum_i k_i S[i][j],  u = beta (v_j - e a),  S'[i][j] = e S[i][j] + k_i u,  o_j = sum_i q_i S'[i][j]
// (e = exp(g)): oxinfer.h's delta step. The group's wg / CB threads of a column take every
// (wg / CB)-th row and their partial sums meet in shared memory (a column a thread left most of the
// GPU idle in decode: Hv x dv / CB groups of CB busy threads). Every element is read and then
// written by the one thread of its row and column, so the state may be updated in place
// (src == dst); a token's reads of the rows the others wrote follow a buffer barrier. The input row of position p is the log's row p % cap
// when p >= base, else row p - (base - Kc + 1) of the conv state at base (positions before 0 are zeros
// there). Outputs o [T][Hv*dv] (before the gated norm) when has_o.
// Built with OX_GATES (delta_g: decode, no gdn_log.comp before it; 7 bindings, so devices with the
// tails), the step's positions have only u in the log (the qkv matmul wrote it there): each
// workgroup makes its head's g and beta from the a and b projections (AB, rows of 2 Hv a token)
// with gates.glsl, as gdn_log.comp would, and the head's first group writes them into the log for
// later replays. It also runs Qwen 3.5's gated norm of the outputs in its tail: each of a head's
// groups counts itself in Cnt[p.slot + h] once its columns of O
// are stored, and the last runs norm.glsl's gated row norm (rmsnorm.comp's, the same bits at the
// same workgroup size) on the head's row of each token, o = norm(o) w SiLU(z) with z in Z, then sets
// the count back to 0: no dispatch or barrier for the norm.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
#ifdef OX_GATES
layout(std430, binding = 0) buffer Lb { float LOG[]; };
layout(std430, binding = 3) coherent buffer Ob { float O[]; };
layout(std430, binding = 5) readonly buffer Zb { float Zg[]; };
layout(std430, binding = 6) coherent buffer Cb { uint Cnt[]; };
#else
layout(std430, binding = 0) readonly buffer Lb { float LOG[]; };
#endif
layout(std430, binding = 1) readonly buffer Vb { float VEC[]; };
layout(std430, binding = 2) buffer Sb { float S[]; };
#ifndef OX_GATES
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
#endif
layout(push_constant) uniform P {
    uint C, Hv, ratio, dk, dv, Kc, T, p0, base, cap, row, logoff, convoff, woff, src, dst, has_o, ooff, CB, negaoff, dtoff;
    uint slot, gnoff, zoff; float eps; // delta_g's tail: its counters, the norm's weights, z, eps
} p;
#define DMAX 512u
shared float qs[DMAX], ks[DMAX], vs[DMAX];
#ifdef OX_GATES
layout(std430, binding = 4) readonly buffer ABb { float AB[]; };
#include "gates.glsl"
#define NX(i) O[i]
#define NY(i) O[i]
#define NY_SET(i, v) O[i] = (v)
#define NW(i) VEC[i]
#define NZ_SET(i, v) O[i] = (v)
#define NT(i) Zg[i]
#define OX_NORM_GATE
#include "act.glsl"
#include "norm.glsl" // its shared red[] is the one below too
shared float red2[gl_WorkGroupSize.x];
shared bool ox_last;
#else
shared float red[gl_WorkGroupSize.x], red2[gl_WorkGroupSize.x];
#endif

float urow(int pos, uint ch) {
    if (pos >= int(p.base)) return LOG[p.logoff + (uint(pos) % p.cap) * p.row + ch];
    return LOG[p.convoff + uint(pos - (int(p.base) - int(p.Kc) + 1)) * p.C + ch];
}

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x;
    uint kh = h / p.ratio, cq = kh * p.dk, ck = (p.C - p.Hv * p.dv) / 2u + kh * p.dk, cv = p.C - p.Hv * p.dv + h * p.dv;
    uint jl = tid % p.CB, rs = tid / p.CB, R = wg / p.CB;
    uint j = gl_WorkGroupID.y * p.CB + jl, nch = 2u * p.dk + p.dv;
    bool col = j < p.dv;
    uint sbase = h * p.dk * p.dv, src = p.src + sbase, dst = p.dst + sbase;
    float qscale = 1.0 / sqrt(float(p.dk));
    for (uint t = 0u; t < p.T; t++) {
        int pos = int(p.p0 + t);
        for (uint c = tid; c < nch; c += wg) {
            uint ch = c < p.dk ? cq + c : (c < 2u * p.dk ? ck + c - p.dk : cv + c - 2u * p.dk);
            float y = 0.0;
            for (uint r = 0u; r < p.Kc; r++) {
                precise float prod = VEC[p.woff + r * p.C + ch] * urow(pos - int(p.Kc) + 1 + int(r), ch);
                y = y + prod;
            }
            y = y / (1.0 + exp(-y));
            if (c < p.dk) qs[c] = y; else if (c < 2u * p.dk) ks[c - p.dk] = y; else vs[c - 2u * p.dk] = y;
        }
        barrier();
        float sq = 0.0, sk = 0.0;
        for (uint i = tid; i < p.dk; i += wg) { sq += qs[i] * qs[i]; sk += ks[i] * ks[i]; }
        red[tid] = sq; red2[tid] = sk;
        barrier();
        for (uint s = wg >> 1; s > 0u; s >>= 1) {
            if (tid < s) { red[tid] += red[tid + s]; red2[tid] += red2[tid + s]; }
            barrier();
        }
        float iq = 1.0 / sqrt(red[0] + 1e-6), ik = 1.0 / sqrt(red2[0] + 1e-6);
#ifdef OX_GATES
        float lg = ox_gate_g(AB[t * 2u * p.Hv + h], VEC[p.dtoff + h], VEC[p.negaoff + h]), beta = ox_gate_beta(AB[t * 2u * p.Hv + p.Hv + h]);
        if (gl_WorkGroupID.y == 0u && tid == 0u) {
            uint r = p.logoff + (uint(pos) % p.cap) * p.row;
            LOG[r + p.C + h] = lg;
            LOG[r + p.C + p.Hv + h] = beta;
        }
#else
        float lg = urow(pos, p.C + h), beta = urow(pos, p.C + p.Hv + h);
#endif
        float e = exp(lg);
        barrier();
        for (uint i = tid; i < p.dk; i += wg) { qs[i] = qs[i] * (iq * qscale); ks[i] = ks[i] * ik; }
        barrier();
        uint s0 = t == 0u ? src : dst;
        float a = 0.0;
        if (col) for (uint i = rs; i < p.dk; i += R) a += ks[i] * S[s0 + i * p.dv + j];
        red[tid] = a;
        barrier();
        float at = 0.0;
        for (uint r = 0u; r < R; r++) at += red[r * p.CB + jl];
        float u = col ? beta * (vs[j] - e * at) : 0.0, o = 0.0;
        if (col)
            for (uint i = rs; i < p.dk; i += R) {
                precise float tv = e * S[s0 + i * p.dv + j] + ks[i] * u;
                S[dst + i * p.dv + j] = tv;
                o += qs[i] * tv;
            }
        red2[tid] = o;
        memoryBarrierBuffer();
        barrier();
        if (rs == 0u && col && p.has_o != 0u) {
            float ot = 0.0;
            for (uint r = 0u; r < R; r++) ot += red2[r * p.CB + jl];
            O[p.ooff + t * p.Hv * p.dv + h * p.dv + j] = ot;
        }
        barrier();
    }
#ifdef OX_GATES
    memoryBarrierBuffer(); // this invocation's stores of O, before the count
    barrier();
    if (tid == 0u) ox_last = atomicAdd(Cnt[p.slot + h], 1u) == gl_NumWorkGroups.y - 1u;
    barrier();
    if (!ox_last) return; // the same for the whole workgroup
    memoryBarrierBuffer();
    for (uint t = 0u; t < p.T; t++) {
        uint rb = p.ooff + t * p.Hv * p.dv + h * p.dv;
        ox_norm_rope_row(p.dv, p.eps, rb, rb, true, p.gnoff, 0u, 0u, 0u, p.zoff + t * p.Hv * p.dv + h * p.dv);
        barrier(); // (the next row's reduction reuses red)
    }
    if (tid == 0u) Cnt[p.slot + h] = 0u;
#endif
}

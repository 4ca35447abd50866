#version 450
// Softmax attention of one query block over a KV cache: one workgroup per (query head h, token t).
// Token t sits at position hi0 + t and sees positions lo..hi0 + t (causal), lo = hi0 + t - window + 1
// with a sliding window (window 0: lo = 0); position q lives in slot q % cap of the cache, whose
// slots hold n_kv heads of hd floats. Query head h reads KV head h / (nh / n_kv) (grouped-query).
// Positions are taken a workgroup's width at a time: each thread scores one, the chunk's max and
// sum of exponentials come from shared-memory trees (workgroup size a power of two), and the
// running output (each thread owns dims d = tid + j * wg, j < MAXD) is rescaled when the max grows:
// the online softmax.
// Built with OX_SG (the attn_sg kernel, devices with subgroup adds), a chunk's scores come from
// the subgroups instead, a key at a time: the lanes read consecutive dims of one key and subgroupAdd
// sums them, so the cache rows are read in whole lines, not one row a thread (a thread walking its
// key alone reads a line per dim across the workgroup, and at short spans few threads work).
// Split (split > 1, decode and verification over long caches): workgroup z of the (h, t) pair takes
// positions lo + z chunk .. lo + (z + 1) chunk - 1 of its range only and writes, instead of the
// output, its unnormalised sums o, then its max m and sum of exponentials l, at
// ((t nh + h) split + z) (hd + 2) of O (the scratch); attn_combine.comp merges the parts.
// Built with OX_SG and OX_TAIL (the attn_sg_tail kernel), a split attention merges its own parts:
// each part's workgroup counts itself in Cnt[slot + t nh + h] (an atomic, after its stores are made
// visible) and the last of the (h, t) pair's split to count runs combine.glsl (attn_combine.comp's
// code) into Out (binding 4), then sets the count back to 0: no dispatch or barrier for the merge.
#ifdef OX_SG
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#endif
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Qb { float Q[]; };
layout(std430, binding = 1) readonly buffer Kb { float Kc[]; };
layout(std430, binding = 2) readonly buffer Vb { float Vc[]; };
#ifdef OX_TAIL
layout(std430, binding = 3) coherent buffer Ob { float O[]; };
layout(std430, binding = 4) writeonly buffer Outb { float Out[]; };
layout(std430, binding = 5) coherent buffer Cb { uint Cnt[]; };
#define CS(i) O[i]
#define CO_SET(i, v) Out[i] = (v)
#include "combine.glsl"
shared bool ox_last;
#else
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
#endif
layout(push_constant) uniform P {
    uint hd, nh, n_kv, cap, hi0, window, qoff, qstride, ooff, ostride, koff, voff, kvstride; float scale; uint split, chunk, slot;
} p;
#define MAXD 4u
#define HDMAX 512u
shared float qs[HDMAX];
shared float sc[gl_WorkGroupSize.x];
shared float red[gl_WorkGroupSize.x];

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = gl_WorkGroupID.x, t = gl_WorkGroupID.y;
    uint kh = h / (p.nh / p.n_kv), pos = p.hi0 + t;
    uint lo = (p.window != 0u && pos + 1u > p.window) ? pos + 1u - p.window : 0u, hi = pos;
    if (p.split > 1u) { // this part's positions (none: an empty part, m = -max, l = 0)
        uint z = gl_WorkGroupID.z;
        hi = min(pos, lo + (z + 1u) * p.chunk - 1u);
        lo = lo + z * p.chunk;
    }
    uint qb = p.qoff + t * p.qstride + h * p.hd;
    for (uint d = tid; d < p.hd; d += wg) qs[d] = Q[qb + d];
    barrier();
    float o[MAXD];
    for (uint j = 0u; j < MAXD; j++) o[j] = 0.0;
    float m = -3.402823466e38, l = 0.0;
    for (uint c0 = lo; c0 <= hi; c0 += wg) {
        uint q = c0 + tid, nc = min(wg, hi + 1u - c0);
        float s = -3.402823466e38;
#ifdef OX_SG
        // a subgroup's keys i, i + ns, ... four at a time, their rows' loads issued together (one key
        // at a time left one load a lane in flight: at 128 positions a part that was most of a long
        // context's step); each key's sum still runs over d = lane, lane + sg, ... in that order.
        // Keys past the chunk read the last one again and are dropped
        uint ns = gl_NumSubgroups;
        for (uint i0 = gl_SubgroupID; i0 < nc; i0 += 4u * ns) {
            uint kb[4];
            float dot[4];
            [[unroll]] for (uint u = 0u; u < 4u; u++) {
                kb[u] = p.koff + ((c0 + min(i0 + u * ns, nc - 1u)) % p.cap) * p.kvstride + kh * p.hd;
                dot[u] = 0.0;
            }
            for (uint d = gl_SubgroupInvocationID; d < p.hd; d += gl_SubgroupSize) {
                float qd = qs[d];
                [[unroll]] for (uint u = 0u; u < 4u; u++) dot[u] += qd * Kc[kb[u] + d];
            }
            [[unroll]] for (uint u = 0u; u < 4u; u++) {
                float sum = subgroupAdd(dot[u]);
                if (i0 + u * ns < nc && subgroupElect()) sc[i0 + u * ns] = sum * p.scale;
            }
        }
        barrier();
        if (tid < nc) s = sc[tid];
        barrier(); // sc is written again below
#else
        if (tid < nc) {
            uint kb = p.koff + (q % p.cap) * p.kvstride + kh * p.hd;
            float dot = 0.0;
            for (uint d = 0u; d < p.hd; d++) dot += qs[d] * Kc[kb + d];
            s = dot * p.scale;
        }
#endif
#ifdef OX_SG
        // the chunk's max and sum of exponentials by the subgroups, then their few partials in
        // order: two barriers where the trees take sixteen
        float bm = subgroupMax(s);
        if (subgroupElect()) red[gl_SubgroupID] = bm;
        barrier();
        bm = red[0];
        for (uint g = 1u; g < ns; g++) bm = max(bm, red[g]);
        float mn = max(m, bm);
        barrier(); // red is written again
        float e = tid < nc ? exp(s - mn) : 0.0;
        sc[tid] = e;
        float se = subgroupAdd(e);
        if (subgroupElect()) red[gl_SubgroupID] = se;
        barrier();
        se = 0.0;
        for (uint g = 0u; g < ns; g++) se += red[g];
#else
        red[tid] = s;
        barrier();
        for (uint w = wg >> 1; w > 0u; w >>= 1) {
            if (tid < w) red[tid] = max(red[tid], red[tid + w]);
            barrier();
        }
        float mn = max(m, red[0]);
        barrier();
        float e = tid < nc ? exp(s - mn) : 0.0;
        sc[tid] = e;
        red[tid] = e;
        barrier();
        for (uint w = wg >> 1; w > 0u; w >>= 1) {
            if (tid < w) red[tid] += red[tid + w];
            barrier();
        }
        float se = red[0];
#endif
        float r = exp(m - mn);
        l = l * r + se;
        m = mn;
        for (uint j = 0u; j < MAXD; j++) {
            uint d = tid + j * wg;
            if (d >= p.hd) break;
            float acc = o[j] * r;
            uint vb = p.voff + kh * p.hd + d, i = 0u;
            // eight rows' loads ahead of their products, added in the order i = 0, 1, ...
            for (; i + 8u <= nc; i += 8u) {
                float v[8];
                [[unroll]] for (uint u = 0u; u < 8u; u++) v[u] = Vc[vb + ((c0 + i + u) % p.cap) * p.kvstride];
                [[unroll]] for (uint u = 0u; u < 8u; u++) acc += sc[i + u] * v[u];
            }
            for (; i < nc; i++) acc += sc[i] * Vc[vb + ((c0 + i) % p.cap) * p.kvstride];
            o[j] = acc;
        }
        barrier();
    }
    if (p.split > 1u) {
        uint sb = ((t * p.nh + h) * p.split + gl_WorkGroupID.z) * (p.hd + 2u);
        for (uint j = 0u; j < MAXD; j++) {
            uint d = tid + j * wg;
            if (d < p.hd) O[sb + d] = o[j];
        }
        if (tid == 0u) { O[sb + p.hd] = m; O[sb + p.hd + 1u] = l; }
#ifdef OX_TAIL
        uint c = p.slot + t * p.nh + h;
        memoryBarrierBuffer(); // this invocation's stores of the part, before the count
        barrier();
        if (tid == 0u) ox_last = atomicAdd(Cnt[c], 1u) == p.split - 1u;
        barrier();
        if (!ox_last) return; // the same for the whole workgroup
        memoryBarrierBuffer();
        ox_combine((t * p.nh + h) * p.split * (p.hd + 2u), p.ooff + t * p.ostride + h * p.hd, p.hd, p.split);
        if (tid == 0u) Cnt[c] = 0u;
#endif
        return;
    }
    uint ob = p.ooff + t * p.ostride + h * p.hd;
    for (uint j = 0u; j < MAXD; j++) {
        uint d = tid + j * wg;
        if (d < p.hd) O[ob + d] = o[j] / l;
    }
}

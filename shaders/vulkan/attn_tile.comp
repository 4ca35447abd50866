#version 450
// Softmax attention of many query tokens (prefill, long verification) in tiles: one workgroup per
// (query head h, block of BQ consecutive tokens), the keys and values taken BK positions at a time
// (flash attention). attn.comp's workgroup per (head, token) reads every visible cache row once for
// each token: a 512-token prompt reads each K and V row ~256 times a head. Here a chunk of BK rows
// is read once into shared memory and serves the block's BQ tokens.
// Opt-in (OXINFER_VULKAN_ATTN=tile): on an H100 at 512 tokens it ran 0.85-0.98x attn.comp's speed,
// whose re-reads hit the L2 there (ox__vk_attn_choose says more).
//
// Token t sits at position hi0 + t and sees positions lo..hi0 + t (causal), lo = hi0 + t - window + 1
// with a sliding window (window 0: lo = 0); position q lives in slot q % cap of the cache, whose
// slots hold n_kv heads of hd floats; query head h reads KV head h / (nh / n_kv). The push constants
// are attn.comp's, with the step's token count T where attn.comp has split.
//
// The block's tokens see positions lo(first) .. hi0 + last token, and each of those positions is
// seen by at least one of them (a query's window ends where the next one's begins), so the chunks
// walk exactly that range: none is wholly masked. Per chunk:
//   scores   S = Q K^T * scale, BQ x BK, over the head dims in slices of DS (the slice of the
//            block's queries and of the chunk's keys in shared memory, each row padded by one vec4
//            so that threads reading different rows at one column meet no bank twice); a thread
//            owns TQ rows x 4 keys (keys tk, tk + KT, ...: neighbouring threads, neighbouring rows)
//   softmax  thread i < BQ owns token i's running max m and sum l (the online softmax): it masks
//            the chunk's row (outside lo..pos, past the chunk), takes the new max, turns the row
//            into e^(s - m), and leaves the factor e^(m_old - m) that rescales its output
//   output   O = O * factor + P V, the values in the same slices of DS dims through the keys'
//            shared memory; a thread owns RO rows x one vec4 of dims of every slice, held in
//            registers across the chunks (HD * BQ / threads floats: 64 at the default tiles)
// then O / l. The longest blocks (the last tokens: causal) are dispatched first, so that the short
// ones fill the tail. Masked scores never reach a sum: their probability is exactly 0.
// Split (gl_NumWorkGroups.z = split > 1: few blocks over a long cache, e.g. a short prompt after a
// long conversation, would leave most of a GPU idle): workgroup z takes the block's positions
// klo + z chunk .. klo + (z + 1) chunk - 1 only (chunk: whole chunks of BK) and writes, as attn.comp's
// parts do, its unnormalised sums o, then its max m and sum l (an empty part: 0, -max, 0) at
// ((t nh + h) split + z) (hd + 2) of O (the scratch); attn_combine.comp merges the parts.
// Specialization constants (the host chooses them by head dim and the device's shared memory,
// ox__vk_attn_tile_fits): 0 the threads, 4 BQ, 5 BK, 6 DS, 7 HD (the most head dims: hd <= HD,
// HD a multiple of DS). Shared memory: (BQ + BK) (DS + 4) + BQ (BK + 1) + BQ floats, 13.25 KiB at
// BQ = BK = DS = 32.
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 4) const uint BQ = 32; // query tokens a workgroup
layout(constant_id = 5) const uint BK = 32; // key positions a chunk: a multiple of 4
layout(constant_id = 6) const uint DS = 32; // head dims a slice: a multiple of 4
layout(constant_id = 7) const uint HD = 256; // head dims at most: a multiple of DS
layout(std430, binding = 0) readonly buffer Qb { float Q[]; };
layout(std430, binding = 1) readonly buffer Kb { float Kc[]; };
layout(std430, binding = 2) readonly buffer Vb { float Vc[]; };
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P {
    uint hd, nh, n_kv, cap, hi0, window, qoff, qstride, ooff, ostride, koff, voff, kvstride; float scale; uint T, chunk;
} p;

const uint NT = gl_WorkGroupSize.x;
const uint RS = DS / 4u + 1u;                        // vec4s a row of qs and kv (one of padding)
const uint PS = BK + 1u;                             // floats a row of ps
const uint KT = BK / 4u, QT = NT / KT, TQ = BQ / QT; // scores: KT threads across the keys, QT across the rows
const uint DC = DS / 4u, RT = NT / DC, RO = BQ / RT; // output: DC threads across a slice (a vec4 each), RT across the rows
const uint NS = HD / DS;                             // slices
const float NEG = -3.402823466e38;

shared vec4 qs[BQ * RS];  // qs[i * RS + d / 4][d % 4]: token t0 + i's query, dim d0 + d
shared vec4 kv[BK * RS];  // the chunk's keys (then values), position c0 + k, dim d0 + d
shared float ps[BQ * PS]; // scores, then probabilities: ps[i * PS + k]
shared float rs[BQ];      // token i's rescale factor this chunk; at the end its sum l

// lowest position the token at pos sees
uint lo_of(uint pos) { return (p.window != 0u && pos + 1u > p.window) ? pos + 1u - p.window : 0u; }

// the chunk's rows c0 .. c0 + nc - 1 of the keys (or values), dims d0 .. d0 + DS - 1, into kv (zeros past nc and hd)
void load_rows(bool keys, uint c0, uint nc, uint d0, uint kh) {
    for (uint e = gl_LocalInvocationID.x; e < BK * DS; e += NT) {
        uint k = e / DS, d = e % DS;
        float v = 0.0;
        if (k < nc && d0 + d < p.hd) {
            uint at = ((c0 + k) % p.cap) * p.kvstride + kh * p.hd + d0 + d;
            v = keys ? Kc[p.koff + at] : Vc[p.voff + at];
        }
        kv[k * RS + d / 4u][d % 4u] = v;
    }
}

void main() {
    uint tid = gl_LocalInvocationID.x, h = gl_WorkGroupID.x;
    uint t0 = (gl_NumWorkGroups.y - 1u - gl_WorkGroupID.y) * BQ; // the last block first
    uint tn = min(BQ, p.T - t0), kh = h / (p.nh / p.n_kv);
    uint klo = lo_of(p.hi0 + t0), khi = p.hi0 + t0 + tn - 1u, split = gl_NumWorkGroups.z;
    if (split > 1u) { // this part's positions (none: an empty part)
        uint z = gl_WorkGroupID.z;
        khi = min(khi, klo + (z + 1u) * p.chunk - 1u);
        klo = klo + z * p.chunk;
    }
    uint tq = tid / KT, tk = tid % KT; // scores: rows tq + a QT, keys tk + b KT
    uint tr = tid / DC, dc = tid % DC; // output: rows tr + a RT, dims 4 dc .. 4 dc + 3 of each slice
    uint mypos = p.hi0 + t0 + tid, mylo = lo_of(mypos); // the softmax's token (tid < tn)
    float m = NEG, l = 0.0;
    vec4 o[NS * RO];
    [[unroll]] for (uint j = 0u; j < NS * RO; j++) o[j] = vec4(0.0);
    for (uint c0 = klo; c0 <= khi; c0 += BK) {
        uint nc = min(BK, khi + 1u - c0);
        vec4 s[TQ];
        [[unroll]] for (uint a = 0u; a < TQ; a++) s[a] = vec4(0.0);
        for (uint d0 = 0u; d0 < p.hd; d0 += DS) {
            for (uint e = tid; e < BQ * DS; e += NT) {
                uint i = e / DS, d = e % DS;
                qs[i * RS + d / 4u][d % 4u] = i < tn && d0 + d < p.hd ? Q[p.qoff + (t0 + i) * p.qstride + h * p.hd + d0 + d] : 0.0;
            }
            load_rows(true, c0, nc, d0, kh);
            barrier();
            [[unroll]] for (uint j = 0u; j < DC; j++) {
                vec4 k0 = kv[tk * RS + j], k1 = kv[(tk + KT) * RS + j], k2 = kv[(tk + 2u * KT) * RS + j], k3 = kv[(tk + 3u * KT) * RS + j];
                [[unroll]] for (uint a = 0u; a < TQ; a++) {
                    vec4 q = qs[(tq + a * QT) * RS + j];
                    s[a] += vec4(dot(q, k0), dot(q, k1), dot(q, k2), dot(q, k3));
                }
            }
            barrier();
        }
        [[unroll]] for (uint a = 0u; a < TQ; a++)
            [[unroll]] for (uint b = 0u; b < 4u; b++) ps[(tq + a * QT) * PS + tk + b * KT] = s[a][b] * p.scale;
        barrier();
        if (tid < BQ) { // the online softmax of token tid's row
            float mn = m, sum = 0.0;
            for (uint k = 0u; k < nc; k++)
                if (tid < tn && c0 + k >= mylo && c0 + k <= mypos) mn = max(mn, ps[tid * PS + k]);
            for (uint k = 0u; k < BK; k++) {
                float e = tid < tn && k < nc && c0 + k >= mylo && c0 + k <= mypos ? exp(ps[tid * PS + k] - mn) : 0.0;
                ps[tid * PS + k] = e;
                sum += e;
            }
            float r = exp(m - mn); // 1 while nothing was seen (m = mn = NEG), 0 at the first score
            l = l * r + sum;
            m = mn;
            rs[tid] = r;
        }
        barrier();
        [[unroll]] for (uint sl = 0u; sl < NS; sl++) {
            if (sl * DS >= p.hd) break;
            load_rows(false, c0, nc, sl * DS, kh);
            barrier();
            [[unroll]] for (uint a = 0u; a < RO; a++) {
                uint i = tr + a * RT;
                vec4 acc = o[sl * RO + a] * rs[i];
                for (uint k = 0u; k < nc; k++) acc += ps[i * PS + k] * kv[k * RS + dc];
                o[sl * RO + a] = acc;
            }
            barrier();
        }
    }
    if (split > 1u) {
        uint st = (p.nh * split) * (p.hd + 2u), sb = ((t0 * p.nh + h) * split + gl_WorkGroupID.z) * (p.hd + 2u);
        if (tid < tn) { O[sb + tid * st + p.hd] = m; O[sb + tid * st + p.hd + 1u] = l; }
        [[unroll]] for (uint sl = 0u; sl < NS; sl++)
            [[unroll]] for (uint a = 0u; a < RO; a++) {
                uint i = tr + a * RT, d = sl * DS + 4u * dc;
                if (i >= tn) continue;
                [[unroll]] for (uint c = 0u; c < 4u; c++)
                    if (d + c < p.hd) O[sb + i * st + d + c] = o[sl * RO + a][c];
            }
        return;
    }
    if (tid < BQ) rs[tid] = l;
    barrier();
    [[unroll]] for (uint sl = 0u; sl < NS; sl++)
        [[unroll]] for (uint a = 0u; a < RO; a++) {
            uint i = tr + a * RT, d = sl * DS + 4u * dc;
            if (i >= tn) continue;
            vec4 v = o[sl * RO + a] / rs[i];
            uint ob = p.ooff + (t0 + i) * p.ostride + h * p.hd + d;
            [[unroll]] for (uint c = 0u; c < 4u; c++)
                if (d + c < p.hd) O[ob + c] = v[c];
        }
}

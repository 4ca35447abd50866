#version 450
// RMSNorm of rows, with the residual adds that follow it fused in (MODE, specialization constant 2):
//   0  y = x / sqrt(mean(x^2) + eps) * w                     (has_w 0: no weight)
//   1  y = (y + norm(x) w) beta                              (a sublayer's output norm, added)
//   2  as 1, then z = norm(y) w2                             (and the next sublayer's input norm)
//   3  y = y + x, then z = norm(y) w2                        (a plain residual add, then a norm)
// One workgroup a row (row = group x + y * 65535 groups); the squares are summed by a shared-memory
// tree (workgroup size a power of two). In mode 0 x and y may be the same buffer: each element is
// read before it is written, by the same thread (as y is in the other modes). Products and sums are
// kept apart (precise), so the fused modes give the bits of the norm, add and norm kernels run in
// turn. The weights are f32 (oxinfer.h converts norm vectors at load and already folds Qwen 3.5's
// 1 + w into them).
// Mode 0 with rd set also applies rotate-half RoPE to the normed row: element i with i + rd/2 for
// i < rd/2 (partial rotary: rd < n; the rest pass through), by the cos and sin in table row
// token = row / nh (Tab at binding 3, rows of rd/2), so the q and k norms and their RoPE take one
// dispatch; each thread rotates the pairs it normed. The rotation's products and sums are kept
// apart too: the result is oxinfer.h's RoPE loop applied to the stored norm, bit for bit.
layout(local_size_x_id = 0) in;
layout(constant_id = 2) const int MODE = 0;
layout(std430, binding = 0) buffer Xb { float X[]; };
layout(std430, binding = 1) buffer Yb { float Y[]; };
layout(std430, binding = 2) readonly buffer Wb { float Wn[]; };
layout(std430, binding = 3) writeonly buffer Zb { float Z[]; };
layout(std430, binding = 3) readonly buffer Tb { float Tab[]; };
layout(push_constant) uniform P {
    uint n, rows, xoff, xstride, yoff, ystride, woff, has_w; float eps, beta; uint w2off, zoff, zstride;
    uint rd, nh, cosoff, sinoff; // the fused RoPE (mode 0, rd > 0)
} p;
shared float red[gl_WorkGroupSize.x];

// 1 / sqrt(mean + eps) of the squares each thread summed (every thread gets it)
float ox_scale(float s) {
    uint tid = gl_LocalInvocationID.x;
    red[tid] = s;
    barrier();
    for (uint h = gl_WorkGroupSize.x >> 1; h > 0u; h >>= 1) {
        if (tid < h) red[tid] += red[tid + h];
        barrier();
    }
    float sc = 1.0 / sqrt(red[0] / float(p.n) + p.eps);
    barrier(); // red is free again
    return sc;
}

void main() {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * 65535u;
    if (row >= p.rows) return; // the whole group leaves together
    uint xb = p.xoff + row * p.xstride, yb = p.yoff + row * p.ystride;
    float s = 0.0;
    if (MODE == 3) {
        for (uint i = tid; i < p.n; i += wg) {
            precise float y = Y[yb + i] + X[xb + i];
            Y[yb + i] = y;
            s += y * y;
        }
    } else {
        for (uint i = tid; i < p.n; i += wg) { float v = X[xb + i]; s += v * v; }
        float sc = ox_scale(s);
        s = 0.0;
        uint h = MODE == 0 ? p.rd >> 1 : 0u;
        if (h != 0u) { // mode 0 only: the rotated pairs
            uint tb = (row / p.nh) * h;
            for (uint i = tid; i < h; i += wg) {
                precise float a = X[xb + i] * sc, b = X[xb + i + h] * sc;
                if (p.has_w != 0u) { a = a * Wn[p.woff + i]; b = b * Wn[p.woff + i + h]; }
                float c = Tab[p.cosoff + tb + i], sn = Tab[p.sinoff + tb + i];
                precise float ac = a * c, bs = b * sn, bc = b * c, as_ = a * sn;
                precise float r0 = ac - bs, r1 = bc + as_;
                Y[yb + i] = r0;
                Y[yb + i + h] = r1;
            }
        }
        for (uint i = 2u * h + tid; i < p.n; i += wg) {
            precise float v = X[xb + i] * sc;
            if (p.has_w != 0u) v = v * Wn[p.woff + i];
            if (MODE != 0) {
                precise float y = (Y[yb + i] + v) * p.beta;
                v = y;
                s += y * y;
            }
            Y[yb + i] = v;
        }
    }
    if (MODE >= 2) {
        float sc = ox_scale(s);
        uint zb = p.zoff + row * p.zstride;
        for (uint i = tid; i < p.n; i += wg) {
            precise float v = Y[yb + i] * sc;
            Z[zb + i] = v * Wn[p.w2off + i];
        }
    }
}

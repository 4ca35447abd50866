#version 450
// Rotate-half RoPE in place on rows of head vectors: in a row of hd elements the first rd (partial
// rotary: rd < hd; the rest pass through) are rotated, element i with i + rd/2, by the angle whose
// cos and sin are in the table row of the row's token (token = row / nh; table rows of rd/2).
// Products and sums are kept apart (precise), so the results are those of oxinfer.h's loop, bit
// for bit.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Tb { float Tab[]; };
layout(push_constant) uniform P { uint rd, nh, rows, xoff, xstride, cosoff, sinoff; } p;

void main() {
    uint h = p.rd >> 1, i = gl_GlobalInvocationID.x, row = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    if (i >= h || row >= p.rows) return;
    uint t = row / p.nh, xb = p.xoff + row * p.xstride;
    float c = Tab[p.cosoff + t * h + i], s = Tab[p.sinoff + t * h + i];
    float a = X[xb + i], b = X[xb + i + h];
    precise float ac = a * c, bs = b * s, bc = b * c, as_ = a * s;
    precise float r0 = ac - bs, r1 = bc + as_;
    X[xb + i] = r0;
    X[xb + i + h] = r1;
}

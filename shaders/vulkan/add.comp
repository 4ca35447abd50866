#version 450
// Residual add with scales: y = (x + alpha z) * beta over n elements (y may be x). With alpha 1 and
// beta 1 the result is the plain sum, bit for bit (precise: no fused multiply-add).
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) readonly buffer Zb { float Z[]; };
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint n, xoff, zoff, yoff; float alpha, beta; } p;

void main() {
    uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    if (i >= p.n) return;
    precise float az = p.alpha * Z[p.zoff + i];
    precise float s = X[p.xoff + i] + az;
    precise float y = s * p.beta;
    Y[p.yoff + i] = y;
}

#!/bin/sh
# Debian 13's shader compiler and a CPU Vulkan with cooperative matrices, for a Debian 12 machine.
#
#   sh tools/debian13.sh [DIR]     (DIR defaults to build/debian13; make debian13 runs it)
#
# The shaders are compiled with Debian 13's glslc, pinned to 2025.2-1 (shaderc 2025.2): Debian 12's
# (2023.2) does not know GL_KHR_cooperative_matrix, which matmul_cm.comp needs. The cooperative-matrix
# kernels are tested on lavapipe from Mesa 26 (trixie-backports; Debian 13's own Mesa 25.0 lavapipe
# does not offer VK_KHR_cooperative_matrix), with Debian 13's validation layer (Debian 12's predates
# the extension), the Vulkan loader of Debian 13 and their C and C++ runtimes. Nothing is installed:
# the packages come from deb.debian.org through apt with a private list and cache (no root needed),
# are unpacked under DIR/root, and run there through Debian 13's own dynamic loader:
#   DIR/glslc ARGS       the compiler (tools/embed_shaders.py takes it when it exists)
#   DIR/run PROGRAM ARGS a program of this machine on that loader, libraries and lavapipe, with the
#                        validation layer found (tests/run.sh runs build/vktest so)
set -eu
DIR=${1:-build/debian13}
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
rm -rf "$DIR/root" "$DIR/apt"
mkdir -p "$DIR/apt/lists/partial" "$DIR/apt/cache/archives/partial" "$DIR/debs" "$DIR/root"
KEY=/usr/share/keyrings/debian-archive-keyring.gpg
printf 'deb [signed-by=%s] http://deb.debian.org/debian trixie main\ndeb [signed-by=%s] http://deb.debian.org/debian trixie-backports main\n' \
    "$KEY" "$KEY" > "$DIR/apt/sources.list"
set -- -q -o Dir::Etc::SourceList="$DIR/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null \
    -o Dir::State::Lists="$DIR/apt/lists" -o Dir::Cache="$DIR/apt/cache" -o APT::Sandbox::User="$(id -un)" \
    -o Debug::NoLocking=1
apt-get "$@" update > "$DIR/apt/update.log" 2>&1 || { cat "$DIR/apt/update.log" >&2; exit 1; }
# glslc pinned; the rest are what those and lavapipe need (their Depends, closed by hand)
PKGS="glslc=2025.2-1 libshaderc1=2025.2-1 mesa-vulkan-drivers/trixie-backports libvulkan1/trixie vulkan-validationlayers/trixie
libc6/trixie libstdc++6/trixie libgcc-s1/trixie libllvm19/trixie libdrm2/trixie libdrm-amdgpu1/trixie libelf1t64/trixie
libexpat1/trixie libwayland-client0/trixie libx11-xcb1/trixie libx11-6/trixie libxcb1/trixie libxcb-dri3-0/trixie
libxcb-present0/trixie libxcb-randr0/trixie libxcb-shm0/trixie libxcb-sync1/trixie libxcb-xfixes0/trixie libxshmfence1/trixie
libxau6/trixie libxdmcp6/trixie libbsd0/trixie libmd0/trixie libzstd1/trixie zlib1g/trixie libedit2/trixie libffi8/trixie
libtinfo6/trixie libxml2/trixie libz3-4/trixie libicu76/trixie liblzma5/trixie libdisplay-info2/trixie libpng16-16t64/trixie"
(cd "$DIR/debs" && rm -f ./*.deb && apt-get "$@" download $PKGS > "$DIR/apt/download.log" 2>&1) || { cat "$DIR/apt/download.log" >&2; exit 1; }
for f in "$DIR"/debs/*.deb; do dpkg-deb -x "$f" "$DIR/root"; done
LIB="$DIR/root/usr/lib/x86_64-linux-gnu"
[ -x "$LIB/ld-linux-x86-64.so.2" ] && [ -f "$LIB/libvulkan_lvp.so" ] && [ -x "$DIR/root/usr/bin/glslc" ] || { echo "debian13: unpacked packages incomplete" >&2; exit 1; }
sed "s#\"library_path\": *\"[^\"]*\"#\"library_path\": \"$LIB/libvulkan_lvp.so\"#" "$DIR/root/usr/share/vulkan/icd.d/lvp_icd.json" > "$DIR/lvp_icd.json"
sed "s#\"library_path\": *\"[^\"]*\"#\"library_path\": \"$LIB/libVkLayer_khronos_validation.so\"#" \
    "$DIR/root/usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json" > "$DIR/VkLayer_khronos_validation.json"
cat > "$DIR/glslc" <<EOF
#!/bin/sh
exec "$LIB/ld-linux-x86-64.so.2" --library-path "$LIB" "$DIR/root/usr/bin/glslc" "\$@"
EOF
cat > "$DIR/run" <<EOF
#!/bin/sh
VK_DRIVER_FILES="$DIR/lvp_icd.json" VK_ICD_FILENAMES="$DIR/lvp_icd.json" VK_LAYER_PATH="$DIR" \\
    exec "$LIB/ld-linux-x86-64.so.2" --library-path "$LIB" "\$@"
EOF
chmod +x "$DIR/glslc" "$DIR/run"
echo "debian13: $("$DIR/glslc" --version | head -1); lavapipe from $(ls "$DIR"/debs/mesa-vulkan-drivers_*.deb | sed 's/.*drivers_//;s/_amd64.deb//') in $DIR"

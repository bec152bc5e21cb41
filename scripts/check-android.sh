#!/usr/bin/env bash
# check-android.sh runs the shared Android structural check
# (../shared/tools/android-check/check.sh beside this repository) on the
# real Go package mobile/ and the real Activity sources, resources and
# manifest of mobile/android/app.
#
# What it proves: the mobile package vets and compiles with cgo for
# android/arm64, `ebitenmobile bind` makes a complete .aar, the manifest and
# resources link against android.jar (API 23), the Activity compiles against
# the .aar's classes, and the result aligns and signs. What it does NOT
# prove: that the app runs. The .so is built against glibc headers through
# a stand-in NDK and there is no classes.dex; nothing here runs on a device.
#
# Needs root (it installs Debian packages) and the Debian archive and the Go
# module proxy. About a minute once its packages are installed; the first
# run installs them. Run from anywhere: scripts/check-android.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
check=$root/../shared/tools/android-check/check.sh
if [ ! -f "$check" ]; then
	echo "check-android: skipped: $check is absent (the shared Android tools are not beside this repository)"
	exit 0
fi
start=$SECONDS

android=$root/mobile/android
prop() { # the value of a gradle.properties key: the app's one version place
	local v
	v=$(sed -n "s/^$1=//p" "$android/gradle.properties")
	[ -n "$v" ] || { echo "check-android: $1 missing from mobile/android/gradle.properties" >&2; exit 1; }
	printf '%s' "$v"
}
javapkg=$(prop xiangqiGoJavaPackage)
namespace=$(sed -n "s/^ *namespace '\(.*\)'/\1/p" "$android/app/build.gradle")
[ -n "$namespace" ] || { echo "check-android: no namespace in mobile/android/app/build.gradle" >&2; exit 1; }

sudo=""
if [ "$(id -u)" -ne 0 ]; then
	command -v sudo >/dev/null && sudo -n true 2>/dev/null || {
		echo "check-android: needs root (it installs Debian packages): run it as root or with password-less sudo" >&2
		exit 1
	}
	sudo="sudo -E env PATH=$PATH"
fi
# check.sh installs packages without refreshing apt's lists: on a machine
# that never ran apt-get update they would not be found. The arm64
# libstdc++ is for the C++ audio library (below).
pkgs=(android-sdk clang lld libc6-dev-arm64-cross libgcc-12-dev-arm64-cross libgl-dev libstdc++-12-dev-arm64-cross)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ANDROID_CHECK_DIR=${ANDROID_CHECK_DIR:-$(dirname "$(mktemp -u)")/android-check}

# The game plays sounds: Ebitengine's audio backend (oto) bundles oboe, a
# C++ library using OpenSL ES. The check's stand-in NDK (glibc headers and
# Debian's AOSP headers) has neither a C++ library for android/arm64 nor
# the OpenSL ES and bionic headers oboe includes, and Debian packages none
# of them. So, for the check only: Debian's arm64 libstdc++, the few
# declarations of mobile/android/check/include (OpenSL ES, bionic's
# system properties, NDK macros; the real NDK has the real ones), oboe's
# own option for NDKs without AAudio headers (AAudio is loaded at run time
# anyway), and an empty libOpenSLES.so to link against. Debian's arm64
# libstdc++.a is put in that library folder, not named by a -stdlib flag,
# because link flags set here reach the host builds of check.sh too.
# check.sh's go vet step sets CC but not CXX, hence CXX here.
# The declarations are copied to a fixed folder too (see lib below), so that
# a clone in another folder reuses the cached build of oboe.
# check.sh makes $ANDROID_CHECK_DIR itself, but only when it runs (below):
# on a new machine the folder does not exist yet at this point.
mkdir -p "$ANDROID_CHECK_DIR"
standin=$ANDROID_CHECK_DIR/xiangqi-include
rm -rf "$standin"
cp -r "$root/mobile/android/check/include" "$standin"
gcc_cross=/usr/lib/gcc-cross/aarch64-linux-gnu/12
cxx_include=/usr/aarch64-linux-gnu/include/c++/12
# A fixed folder, not a new temporary one: the flags are part of the keys
# of Go's build cache, so a path that changed every run would rebuild
# every cgo package (oboe's C++ takes a minute or two) every time.
lib=$ANDROID_CHECK_DIR/xiangqi-lib
mkdir -p "$lib"
echo 'void __stub(void){}' >"$work/stub.c"
clang --target=aarch64-linux-gnu -fuse-ld=lld -nostdlib -shared -fPIC -Wl,-soname,libOpenSLES.so \
	-o "$lib/libOpenSLES.so" "$work/stub.c"
ln -sf "$gcc_cross/libstdc++.a" "$lib/libstdc++.a"
export CXX=$ANDROID_CHECK_DIR/pseudo/bin/aarch64-linux-android21-clang++
export CGO_CXXFLAGS="-stdlib=libstdc++ -isystem $cxx_include -isystem $cxx_include/aarch64-linux-gnu -isystem $standin -include standin-ndk.h -DOBOE_NO_INCLUDE_AAUDIO"
export CGO_LDFLAGS="-L$lib"
# The library's index (gamedb: modernc.org/sqlite, pure Go) brings in
# package net through github.com/google/uuid; its cgo resolver does not
# compile against the stand-in headers above (glibc's socklen_t), and the
# game never resolves a name: the pure-Go resolver (netgo) in its place.
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-tags=netgo"

# The app directory check.sh expects (AndroidManifest.xml, res/, src/):
# the real files, with the package name and version that Gradle adds from
# app/build.gradle and gradle.properties written into the manifest, since
# aapt2 alone does not read those.
app=$work/app
mkdir -p "$app"
cp -r "$android/app/src/main/res" "$app/res"
cp -r "$android/app/src/main/java" "$app/src"
sed -e "0,/<manifest /s||<manifest package=\"$namespace\" android:versionCode=\"$(prop xiangqiVersionCode)\" android:versionName=\"$(prop xiangqiVersionName)\" |" \
	-e "s|\\\${applicationId}|$(prop xiangqiApplicationId)|g" \
	"$android/app/src/main/AndroidManifest.xml" >"$app/AndroidManifest.xml"
grep -q "package=\"$namespace\"" "$app/AndroidManifest.xml" || { echo "check-android: could not name the package in the manifest" >&2; exit 1; }
! grep -q '\${' "$app/AndroidManifest.xml" || { echo "check-android: a Gradle placeholder is left in the manifest" >&2; exit 1; }

log=$work/check.log
set +e
$sudo bash "$check" "$root" ./mobile "$javapkg" "$app" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# check.sh lets aapt2 and javac print errors without stopping; any error
# line, or a missing class of ours, is a failure here.
if [ "$status" -eq 0 ] && grep -E '(^|: )error:|^ERROR' "$log" >/dev/null; then
	echo "check-android: errors in the output above" >&2
	status=1
fi
classes=$ANDROID_CHECK_DIR/ci/app/classes/${namespace//.//}
for c in MainActivity GameView PhoneClipboard PhoneSharer ShareProvider FileOpener; do
	if [ "$status" -eq 0 ] && [ ! -f "$classes/$c.class" ]; then
		echo "check-android: $c.class was not compiled" >&2
		status=1
	fi
done
if [ "$status" -ne 0 ]; then
	echo "check-android: FAILED (exit $status) after $((SECONDS - start)) s" >&2
	exit "$status"
fi
aar=$ANDROID_CHECK_DIR/ci/game.aar
so=$(unzip -l "$aar" jni/arm64-v8a/libgojni.so | awk '/libgojni/ {print $1}')
echo "check-android: .aar (android/arm64 only, stand-in NDK: glibc headers, not runnable): $(stat -c %s "$aar") bytes; libgojni.so $so bytes uncompressed"
echo "check-android: passed in $((SECONDS - start)) s (structural only: nothing was run on a device)"

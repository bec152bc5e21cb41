#!/usr/bin/env bash
# build-apk.sh builds the Android app: it binds the Go package mobile/ into
# an .aar with ebitenmobile, then runs Gradle in mobile/android, and prints
# the APK's path and size.
#
# Needs: Go 1.26+, JDK 17 (javac on PATH or JAVA_HOME), the Android SDK in
# ANDROID_HOME with platforms;android-34 and an NDK (r23 or newer), and
# Gradle 8.2+ or the wrapper's gradlew (see mobile/README.md).
#
# Environment:
#   XIANGQI_ANDROID_TARGET  ebitenmobile -target (default "android": the four
#                           ABIs; e.g. "android/arm64,android/arm")
#   XIANGQI_KEYSTORE, XIANGQI_KEYSTORE_PASSWORD, XIANGQI_KEY_ALIAS,
#   XIANGQI_KEY_PASSWORD    also build a signed release APK
# Run from anywhere: scripts/build-apk.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
android=$root/mobile/android
start=$SECONDS

missing() { # one clear message naming what to install, then stop
	echo "build-apk: $*" >&2
	exit 1
}
prop() { # a value of mobile/android/gradle.properties, the app's one version place
	local v
	v=$(sed -n "s/^$1=//p" "$android/gradle.properties")
	[ -n "$v" ] || missing "$1 is missing from mobile/android/gradle.properties"
	printf '%s' "$v"
}

# --- What must be installed ---------------------------------------------
command -v go >/dev/null || missing "Go is not on PATH: install Go 1.26 or newer"
if [ -n "${JAVA_HOME:-}" ]; then
	export PATH="$JAVA_HOME/bin:$PATH"
fi
command -v javac >/dev/null ||
	missing "no JDK: install JDK 17 (Debian/Ubuntu: apt-get install openjdk-17-jdk-headless) or set JAVA_HOME"
jdk=$(javac -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p')
[ "${jdk:-0}" -ge 17 ] && [ "$jdk" -le 21 ] ||
	missing "javac is version ${jdk:-unknown}; the Android Gradle plugin 8.2 needs JDK 17 (apt-get install openjdk-17-jdk-headless, then JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64)"

export ANDROID_HOME=${ANDROID_HOME:-${ANDROID_SDK_ROOT:-}}
[ -n "$ANDROID_HOME" ] && [ -d "$ANDROID_HOME" ] ||
	missing "ANDROID_HOME is not set to the Android SDK: install the SDK command-line tools and set ANDROID_HOME"
compile_sdk=$(prop xiangqiCompileSdk)
[ -f "$ANDROID_HOME/platforms/android-$compile_sdk/android.jar" ] ||
	missing "no Android platform $compile_sdk in $ANDROID_HOME: sdkmanager \"platforms;android-$compile_sdk\" \"build-tools;$compile_sdk.0.0\""

ndk=${ANDROID_NDK_HOME:-}
if [ -z "$ndk" ]; then
	ndk=$(ls -d "$ANDROID_HOME"/ndk/*/ 2>/dev/null | sort -V | tail -1 || true)
	[ -n "$ndk" ] || ndk=$ANDROID_HOME/ndk-bundle
fi
[ -d "${ndk%/}/toolchains/llvm/prebuilt" ] ||
	missing "no Android NDK (looked in ANDROID_NDK_HOME and $ANDROID_HOME/ndk/*): sdkmanager \"ndk;26.3.11579264\" (NDK r26d; any r23 or newer works)"

if [ -x "$android/gradlew" ] && [ -f "$android/gradle/wrapper/gradle-wrapper.jar" ]; then
	gradle=("$android/gradlew")
elif command -v gradle >/dev/null; then
	# The wrapper's jar and launcher scripts are not in the repository
	# (binaries are not committed); any installed Gradle writes them, and
	# the committed gradle-wrapper.properties then picks Gradle's version.
	echo "build-apk: writing the Gradle wrapper with $(command -v gradle)"
	tmp=$(mktemp -d)
	touch "$tmp/settings.gradle"
	gradle -q -p "$tmp" wrapper >/dev/null ||
		missing "'gradle wrapper' failed; install Gradle 8.2 or newer, or run 'gradle wrapper' in mobile/android yourself"
	cp "$tmp/gradlew" "$tmp/gradlew.bat" "$android/"
	cp "$tmp/gradle/wrapper/gradle-wrapper.jar" "$android/gradle/wrapper/"
	rm -rf "$tmp"
	gradle=("$android/gradlew")
else
	missing "no Gradle: install Gradle (8.2 or newer) so that this script can write the wrapper, or run 'gradle wrapper' in mobile/android"
fi

release=false
if [ -n "${XIANGQI_KEYSTORE:-}" ]; then
	[ -f "$XIANGQI_KEYSTORE" ] || missing "XIANGQI_KEYSTORE names $XIANGQI_KEYSTORE, which does not exist"
	[ -n "${XIANGQI_KEYSTORE_PASSWORD:-}" ] && [ -n "${XIANGQI_KEY_ALIAS:-}" ] ||
		missing "XIANGQI_KEYSTORE is set: set XIANGQI_KEYSTORE_PASSWORD and XIANGQI_KEY_ALIAS too"
	release=true
fi

# --- ebitenmobile, built so that it works on Go 1.26 ----------------------
# ebitenmobile and its pinned gomobile need golang.org/x/tools v0.26.0 or
# newer: v0.25.0 does not compile on Go 1.26 (tokeninternal: "invalid array
# length"). So ebitenmobile is built in a small tools module that requires
# v0.26.0, and EBITENMOBILE_GOMOBILE points it at a copy of its gomobile
# whose go.mod requires v0.26.0 as well.
xtools=v0.26.0
cd "$root"
ebiten_version=$(go list -m -f '{{.Version}}' github.com/hajimehoshi/ebiten/v2)
gomobile_version=$(go list -m -f '{{.Version}}' github.com/ebitengine/gomobile)
tools=$android/build/ebitenmobile
stamp="ebiten $ebiten_version gomobile $gomobile_version x/tools $xtools $(go env GOVERSION)"
if [ ! -x "$tools/ebitenmobile" ] || [ "$(cat "$tools/stamp" 2>/dev/null)" != "$stamp" ]; then
	echo "build-apk: building ebitenmobile ($stamp)"
	rm -rf "$tools"
	mkdir -p "$tools/module"
	gomobile_src=$(go mod download -json "github.com/ebitengine/gomobile@$gomobile_version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
	[ -d "$gomobile_src" ] || missing "could not download github.com/ebitengine/gomobile@$gomobile_version (is the Go module proxy reachable?)"
	cp -r "$gomobile_src" "$tools/gomobile"
	chmod -R u+w "$tools/gomobile"
	(cd "$tools/gomobile" && go mod edit -require="golang.org/x/tools@$xtools" && go mod tidy)
	cat >"$tools/module/go.mod" <<EOF
module ebitenmobiletool

go 1.22

require (
	github.com/hajimehoshi/ebiten/v2 $ebiten_version
	golang.org/x/tools $xtools
)
EOF
	printf '//go:build tools\n\npackage tools\n\nimport _ "github.com/hajimehoshi/ebiten/v2/cmd/ebitenmobile"\n' >"$tools/module/tools.go"
	(cd "$tools/module" && go mod tidy && go build -o "$tools/ebitenmobile" github.com/hajimehoshi/ebiten/v2/cmd/ebitenmobile)
	echo "$stamp" >"$tools/stamp"
fi

# --- The .aar -----------------------------------------------------------
aar=$android/game/game.aar
target=${XIANGQI_ANDROID_TARGET:-android}
echo "build-apk: ebitenmobile bind -target $target (NDK ${ndk%/})"
rm -f "$aar"
ANDROID_NDK_HOME=${ndk%/} EBITENMOBILE_GOMOBILE=$tools/gomobile \
	"$tools/ebitenmobile" bind -target "$target" -androidapi "$(prop xiangqiMinSdk)" \
	-javapkg "$(prop xiangqiGoJavaPackage)" -o "$aar" ./mobile
echo "build-apk: $aar: $(stat -c %s "$aar") bytes"
unzip -l "$aar" 'jni/*/libgojni.so' | awk '/libgojni/ {printf "build-apk:   %-40s %10d bytes uncompressed\n", $4, $1}'

# --- The APK ------------------------------------------------------------
tasks=(assembleDebug)
$release && tasks+=(assembleRelease)
(cd "$android" && "${gradle[@]}" --no-daemon "-PxiangqiNdkPath=${ndk%/}" "${tasks[@]}") ||
	missing "Gradle failed (see above); its first run downloads Gradle 8.7 and the Android Gradle plugin, so it needs the network"

apks=("$android/app/build/outputs/apk/debug/app-debug.apk")
$release && apks+=("$android/app/build/outputs/apk/release/app-release.apk")
for apk in "${apks[@]}"; do
	[ -f "$apk" ] || missing "Gradle finished but $apk is not there"
	echo "build-apk: APK $apk ($(stat -c %s "$apk") bytes, $(du -h "$apk" | cut -f1))"
done
echo "build-apk: done in $((SECONDS - start)) s; install with scripts/install-apk.sh"

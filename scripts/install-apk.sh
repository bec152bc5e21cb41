#!/usr/bin/env bash
# install-apk.sh installs the APK that scripts/build-apk.sh built on the
# connected phone (USB debugging on) or emulator, keeping the saved game,
# and starts it.
#
# Usage: scripts/install-apk.sh [path/to.apk]   (default: the debug APK)
# Set ANDROID_SERIAL to choose a device when several are connected.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
android=$root/mobile/android
apk=${1:-$android/app/build/outputs/apk/debug/app-debug.apk}

adb=$(command -v adb || true)
if [ -z "$adb" ] && [ -n "${ANDROID_HOME:-}" ] && [ -x "$ANDROID_HOME/platform-tools/adb" ]; then
	adb=$ANDROID_HOME/platform-tools/adb
fi
[ -n "$adb" ] || { echo "install-apk: no adb: sdkmanager \"platform-tools\" (in ANDROID_HOME) or apt-get install adb" >&2; exit 1; }
[ -f "$apk" ] || { echo "install-apk: $apk does not exist: run scripts/build-apk.sh first" >&2; exit 1; }
state=$("$adb" get-state 2>/dev/null || true)
[ "$state" = device ] || { echo "install-apk: no device ready (adb get-state: ${state:-none}); connect a phone with USB debugging on, or start an emulator" >&2; exit 1; }

app_id=$(sed -n 's/^xiangqiApplicationId=//p' "$android/gradle.properties")
namespace=$(sed -n "s/^ *namespace '\(.*\)'/\1/p" "$android/app/build.gradle")
[ -n "$app_id" ] && [ -n "$namespace" ] || { echo "install-apk: cannot read the application id from mobile/android" >&2; exit 1; }

# -r keeps the app's data (the saved game) when replacing an older install.
"$adb" install -r "$apk"
"$adb" shell am start -W -n "$app_id/$namespace.MainActivity"
echo "install-apk: started $app_id; logs: $adb logcat -s Xiangqi Go GoLog"

/*
 * Force-included into C++ compiles of the structural Android check
 * (scripts/check-android.sh) only; never part of the app. The check's
 * stand-in NDK is glibc headers plus Debian's AOSP headers; this adds what
 * the real NDK's bionic and libc++ provide and oboe (the C++ audio library
 * bundled in github.com/ebitengine/oto/v3, Ebitengine's audio backend)
 * relies on.
 */
#pragma once
/* The real NDK defines this (android/ndk-version.h); oboe's flowgraph
   picks its NDK (not AOSP-internal) code paths from it. */
#ifndef __ANDROID_NDK__
#define __ANDROID_NDK__ 1
#endif
/* bionic's android/api-level.h */
#ifndef __ANDROID_API_L__
#define __ANDROID_API_L__ 21
#define __ANDROID_API_L_MR1__ 22
#define __ANDROID_API_M__ 23
#define __ANDROID_API_N__ 24
#define __ANDROID_API_N_MR1__ 25
#define __ANDROID_API_O__ 26
#define __ANDROID_API_O_MR1__ 27
#define __ANDROID_API_P__ 28
#define __ANDROID_API_Q__ 29
#define __ANDROID_API_R__ 30
#define __ANDROID_API_S__ 31
#endif
/* libc++ headers include <cstring> where libstdc++'s do not. */
#include <string.h>
/* oboe's OBOE_NO_INCLUDE_AAUDIO path (AAudio is loaded at run time; the
   check has no <aaudio/AAudio.h>) lacks this one of AAudio.h's types. */
#include <stdint.h>
typedef int32_t aaudio_allowed_capture_policy_t;

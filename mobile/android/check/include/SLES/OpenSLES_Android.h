/*
 * Stand-in for the NDK's <SLES/OpenSLES_Android.h> (structural check
 * only): the Android extensions of OpenSL ES that oboe uses, with the NDK's
 * names and signatures. See OpenSLES.h beside it.
 */
#pragma once
#include "OpenSLES.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SL_DATALOCATOR_ANDROIDSIMPLEBUFFERQUEUE ((SLuint32)0x800007BD)
#define SL_ANDROID_DATAFORMAT_PCM_EX ((SLuint32)0x4)

#define SL_ANDROID_PCM_REPRESENTATION_SIGNED_INT ((SLuint32)0x1)
#define SL_ANDROID_PCM_REPRESENTATION_UNSIGNED_INT ((SLuint32)0x2)
#define SL_ANDROID_PCM_REPRESENTATION_FLOAT ((SLuint32)0x3)

#define SL_ANDROID_MAKE_INDEXED_CHANNEL_MASK(bitfield) ((bitfield) | 0x80000000)

#define SL_ANDROID_KEY_STREAM_TYPE ((const SLchar *)"androidPlaybackStreamType")
#define SL_ANDROID_KEY_RECORDING_PRESET ((const SLchar *)"androidRecordingPreset")
#define SL_ANDROID_KEY_PERFORMANCE_MODE ((const SLchar *)"androidPerformanceMode")

#define SL_ANDROID_STREAM_VOICE ((SLint32)0x00000000)
#define SL_ANDROID_STREAM_SYSTEM ((SLint32)0x00000001)
#define SL_ANDROID_STREAM_RING ((SLint32)0x00000002)
#define SL_ANDROID_STREAM_MEDIA ((SLint32)0x00000003)
#define SL_ANDROID_STREAM_ALARM ((SLint32)0x00000004)
#define SL_ANDROID_STREAM_NOTIFICATION ((SLint32)0x00000005)

#define SL_ANDROID_RECORDING_PRESET_NONE ((SLuint32)0x00000000)
#define SL_ANDROID_RECORDING_PRESET_GENERIC ((SLuint32)0x00000001)
#define SL_ANDROID_RECORDING_PRESET_CAMCORDER ((SLuint32)0x00000002)
#define SL_ANDROID_RECORDING_PRESET_VOICE_RECOGNITION ((SLuint32)0x00000003)
#define SL_ANDROID_RECORDING_PRESET_VOICE_COMMUNICATION ((SLuint32)0x00000004)
#define SL_ANDROID_RECORDING_PRESET_UNPROCESSED ((SLuint32)0x00000005)

#define SL_ANDROID_PERFORMANCE_NONE ((SLuint32)0x00000000)
#define SL_ANDROID_PERFORMANCE_LATENCY ((SLuint32)0x00000001)
#define SL_ANDROID_PERFORMANCE_LATENCY_EFFECTS ((SLuint32)0x00000002)
#define SL_ANDROID_PERFORMANCE_POWER_SAVING ((SLuint32)0x00000003)

typedef struct SLAndroidDataFormat_PCM_EX_ {
    SLuint32 formatType;
    SLuint32 numChannels;
    SLuint32 sampleRate;
    SLuint32 bitsPerSample;
    SLuint32 containerSize;
    SLuint32 channelMask;
    SLuint32 endianness;
    SLuint32 representation;
} SLAndroidDataFormat_PCM_EX;

typedef struct SLDataLocator_AndroidSimpleBufferQueue {
    SLuint32 locatorType;
    SLuint32 numBuffers;
} SLDataLocator_AndroidSimpleBufferQueue;

typedef struct SLAndroidSimpleBufferQueueState_ {
    SLuint32 count;
    SLuint32 index;
} SLAndroidSimpleBufferQueueState;

SL_API extern const SLInterfaceID SL_IID_ANDROIDSIMPLEBUFFERQUEUE;
SL_API extern const SLInterfaceID SL_IID_ANDROIDCONFIGURATION;

struct SLAndroidSimpleBufferQueueItf_;
typedef const struct SLAndroidSimpleBufferQueueItf_ *const *SLAndroidSimpleBufferQueueItf;
typedef void(SLAPIENTRY *slAndroidSimpleBufferQueueCallback)(SLAndroidSimpleBufferQueueItf caller,
                                                            void *pContext);

struct SLAndroidSimpleBufferQueueItf_ {
    SLresult (*Enqueue)(SLAndroidSimpleBufferQueueItf self, const void *pBuffer, SLuint32 size);
    SLresult (*Clear)(SLAndroidSimpleBufferQueueItf self);
    SLresult (*GetState)(SLAndroidSimpleBufferQueueItf self, SLAndroidSimpleBufferQueueState *pState);
    SLresult (*RegisterCallback)(SLAndroidSimpleBufferQueueItf self,
                                 slAndroidSimpleBufferQueueCallback callback, void *pContext);
};

struct SLAndroidConfigurationItf_;
typedef const struct SLAndroidConfigurationItf_ *const *SLAndroidConfigurationItf;

struct SLAndroidConfigurationItf_ {
    SLresult (*SetConfiguration)(SLAndroidConfigurationItf self, const SLchar *configKey,
                                 const void *pConfigValue, SLuint32 valueSize);
    SLresult (*GetConfiguration)(SLAndroidConfigurationItf self, const SLchar *configKey,
                                 SLuint32 *pValueSize, void *pConfigValue);
};

#ifdef __cplusplus
}
#endif

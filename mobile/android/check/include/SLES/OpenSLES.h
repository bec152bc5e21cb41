/*
 * Stand-in for the NDK's <SLES/OpenSLES.h> (structural check only): the
 * part of the Khronos OpenSL ES 1.0.1 API that oboe uses, declared with the
 * standard's names, types and signatures so that oboe's OpenSL ES code
 * type-checks and compiles; nothing built with it runs, so no constant's
 * value is relied on. Debian packages no OpenSL ES headers; the real header
 * comes with the Android NDK that scripts/build-apk.sh uses.
 */
#pragma once
#include <stdint.h>
#include "OpenSLES_Platform.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int8_t SLint8;
typedef uint8_t SLuint8;
typedef int16_t SLint16;
typedef uint16_t SLuint16;
typedef int32_t SLint32;
typedef uint32_t SLuint32;
typedef SLuint32 SLboolean;
typedef SLuint8 SLchar;
typedef SLint16 SLmillibel;
typedef SLuint32 SLmillisecond;
typedef SLuint32 SLmilliHertz;
typedef SLuint32 SLresult;

#define SL_BOOLEAN_FALSE ((SLboolean)0x00000000)
#define SL_BOOLEAN_TRUE ((SLboolean)0x00000001)

#define SL_RESULT_SUCCESS ((SLuint32)0x00000000)
#define SL_RESULT_PRECONDITIONS_VIOLATED ((SLuint32)0x00000001)
#define SL_RESULT_PARAMETER_INVALID ((SLuint32)0x00000002)
#define SL_RESULT_MEMORY_FAILURE ((SLuint32)0x00000003)
#define SL_RESULT_RESOURCE_ERROR ((SLuint32)0x00000004)
#define SL_RESULT_RESOURCE_LOST ((SLuint32)0x00000005)
#define SL_RESULT_IO_ERROR ((SLuint32)0x00000006)
#define SL_RESULT_BUFFER_INSUFFICIENT ((SLuint32)0x00000007)
#define SL_RESULT_CONTENT_CORRUPTED ((SLuint32)0x00000008)
#define SL_RESULT_CONTENT_UNSUPPORTED ((SLuint32)0x00000009)
#define SL_RESULT_CONTENT_NOT_FOUND ((SLuint32)0x0000000A)
#define SL_RESULT_PERMISSION_DENIED ((SLuint32)0x0000000B)
#define SL_RESULT_FEATURE_UNSUPPORTED ((SLuint32)0x0000000C)
#define SL_RESULT_INTERNAL_ERROR ((SLuint32)0x0000000D)
#define SL_RESULT_UNKNOWN_ERROR ((SLuint32)0x0000000E)
#define SL_RESULT_OPERATION_ABORTED ((SLuint32)0x0000000F)
#define SL_RESULT_CONTROL_LOST ((SLuint32)0x00000010)

typedef const struct SLInterfaceID_ {
    SLuint32 time_low;
    SLuint16 time_mid;
    SLuint16 time_hi_and_version;
    SLuint16 clock_seq;
    SLuint8 node[6];
} *SLInterfaceID;

SL_API extern const SLInterfaceID SL_IID_NULL;
SL_API extern const SLInterfaceID SL_IID_OBJECT;
SL_API extern const SLInterfaceID SL_IID_ENGINE;
SL_API extern const SLInterfaceID SL_IID_PLAY;
SL_API extern const SLInterfaceID SL_IID_RECORD;
SL_API extern const SLInterfaceID SL_IID_BUFFERQUEUE;
SL_API extern const SLInterfaceID SL_IID_VOLUME;

/* Data locators and formats */
#define SL_DATALOCATOR_URI ((SLuint32)0x00000001)
#define SL_DATALOCATOR_ADDRESS ((SLuint32)0x00000002)
#define SL_DATALOCATOR_IODEVICE ((SLuint32)0x00000003)
#define SL_DATALOCATOR_OUTPUTMIX ((SLuint32)0x00000004)
#define SL_DATALOCATOR_BUFFERQUEUE ((SLuint32)0x00000006)

#define SL_IODEVICE_AUDIOINPUT ((SLuint32)0x00000001)
#define SL_DEFAULTDEVICEID_AUDIOINPUT ((SLuint32)0xFFFFFFFF)

#define SL_DATAFORMAT_MIME ((SLuint32)0x00000001)
#define SL_DATAFORMAT_PCM ((SLuint32)0x00000002)

#define SL_BYTEORDER_BIGENDIAN ((SLuint32)0x00000001)
#define SL_BYTEORDER_LITTLEENDIAN ((SLuint32)0x00000002)

#define SL_SPEAKER_FRONT_LEFT ((SLuint32)0x00000001)
#define SL_SPEAKER_FRONT_RIGHT ((SLuint32)0x00000002)
#define SL_SPEAKER_FRONT_CENTER ((SLuint32)0x00000004)
#define SL_SPEAKER_LOW_FREQUENCY ((SLuint32)0x00000008)
#define SL_SPEAKER_BACK_LEFT ((SLuint32)0x00000010)
#define SL_SPEAKER_BACK_RIGHT ((SLuint32)0x00000020)
#define SL_SPEAKER_FRONT_LEFT_OF_CENTER ((SLuint32)0x00000040)
#define SL_SPEAKER_FRONT_RIGHT_OF_CENTER ((SLuint32)0x00000080)
#define SL_SPEAKER_BACK_CENTER ((SLuint32)0x00000100)
#define SL_SPEAKER_SIDE_LEFT ((SLuint32)0x00000200)
#define SL_SPEAKER_SIDE_RIGHT ((SLuint32)0x00000400)

struct SLObjectItf_;
typedef const struct SLObjectItf_ *const *SLObjectItf;

typedef struct SLDataLocator_IODevice_ {
    SLuint32 locatorType;
    SLuint32 deviceType;
    SLuint32 deviceID;
    SLObjectItf device;
} SLDataLocator_IODevice;

typedef struct SLDataLocator_OutputMix {
    SLuint32 locatorType;
    SLObjectItf outputMix;
} SLDataLocator_OutputMix;

typedef struct SLDataFormat_PCM_ {
    SLuint32 formatType;
    SLuint32 numChannels;
    SLuint32 samplesPerSec;
    SLuint32 bitsPerSample;
    SLuint32 containerSize;
    SLuint32 channelMask;
    SLuint32 endianness;
} SLDataFormat_PCM;

typedef struct SLDataSource_ {
    void *pLocator;
    void *pFormat;
} SLDataSource;

typedef struct SLDataSink_ {
    void *pLocator;
    void *pFormat;
} SLDataSink;

/* Objects */
typedef void(SLAPIENTRY *slObjectCallback)(SLObjectItf caller, const void *pContext, SLuint32 event,
                                          SLresult result, SLuint32 param, void *pInterface);

struct SLObjectItf_ {
    SLresult (*Realize)(SLObjectItf self, SLboolean async);
    SLresult (*Resume)(SLObjectItf self, SLboolean async);
    SLresult (*GetState)(SLObjectItf self, SLuint32 *pState);
    SLresult (*GetInterface)(SLObjectItf self, const SLInterfaceID iid, void *pInterface);
    SLresult (*RegisterCallback)(SLObjectItf self, slObjectCallback callback, void *pContext);
    void (*AbortAsyncOperation)(SLObjectItf self);
    void (*Destroy)(SLObjectItf self);
    SLresult (*SetPriority)(SLObjectItf self, SLint32 priority, SLboolean preemptable);
    SLresult (*GetPriority)(SLObjectItf self, SLint32 *pPriority, SLboolean *pPreemptable);
    SLresult (*SetLossOfControlInterfaces)(SLObjectItf self, SLint16 numInterfaces,
                                           SLInterfaceID *pInterfaceIDs, SLboolean enabled);
};

/* Engine */
typedef struct SLEngineOption_ {
    SLuint32 feature;
    SLuint32 data;
} SLEngineOption;

struct SLEngineItf_;
typedef const struct SLEngineItf_ *const *SLEngineItf;

struct SLEngineItf_ {
    SLresult (*CreateLEDDevice)(SLEngineItf self, SLObjectItf *pDevice, SLuint32 deviceID,
                                SLuint32 numInterfaces, const SLInterfaceID *pInterfaceIds,
                                const SLboolean *pInterfaceRequired);
    SLresult (*CreateVibraDevice)(SLEngineItf self, SLObjectItf *pDevice, SLuint32 deviceID,
                                  SLuint32 numInterfaces, const SLInterfaceID *pInterfaceIds,
                                  const SLboolean *pInterfaceRequired);
    SLresult (*CreateAudioPlayer)(SLEngineItf self, SLObjectItf *pPlayer, SLDataSource *pAudioSrc,
                                  SLDataSink *pAudioSnk, SLuint32 numInterfaces,
                                  const SLInterfaceID *pInterfaceIds,
                                  const SLboolean *pInterfaceRequired);
    SLresult (*CreateAudioRecorder)(SLEngineItf self, SLObjectItf *pRecorder,
                                    SLDataSource *pAudioSrc, SLDataSink *pAudioSnk,
                                    SLuint32 numInterfaces, const SLInterfaceID *pInterfaceIds,
                                    const SLboolean *pInterfaceRequired);
    SLresult (*CreateMidiPlayer)(SLEngineItf self, SLObjectItf *pPlayer, SLDataSource *pMIDISrc,
                                 SLDataSource *pBankSrc, SLDataSink *pAudioOutput,
                                 SLDataSink *pVibra, SLDataSink *pLEDArray,
                                 SLuint32 numInterfaces, const SLInterfaceID *pInterfaceIds,
                                 const SLboolean *pInterfaceRequired);
    SLresult (*CreateListener)(SLEngineItf self, SLObjectItf *pListener, SLuint32 numInterfaces,
                               const SLInterfaceID *pInterfaceIds,
                               const SLboolean *pInterfaceRequired);
    SLresult (*Create3DGroup)(SLEngineItf self, SLObjectItf *pGroup, SLuint32 numInterfaces,
                              const SLInterfaceID *pInterfaceIds,
                              const SLboolean *pInterfaceRequired);
    SLresult (*CreateOutputMix)(SLEngineItf self, SLObjectItf *pMix, SLuint32 numInterfaces,
                                const SLInterfaceID *pInterfaceIds,
                                const SLboolean *pInterfaceRequired);
};

/* Playback and recording */
#define SL_PLAYSTATE_STOPPED ((SLuint32)0x00000001)
#define SL_PLAYSTATE_PAUSED ((SLuint32)0x00000002)
#define SL_PLAYSTATE_PLAYING ((SLuint32)0x00000003)

struct SLPlayItf_;
typedef const struct SLPlayItf_ *const *SLPlayItf;
typedef void(SLAPIENTRY *slPlayCallback)(SLPlayItf caller, void *pContext, SLuint32 event);

struct SLPlayItf_ {
    SLresult (*SetPlayState)(SLPlayItf self, SLuint32 state);
    SLresult (*GetPlayState)(SLPlayItf self, SLuint32 *pState);
    SLresult (*GetDuration)(SLPlayItf self, SLmillisecond *pMsec);
    SLresult (*GetPosition)(SLPlayItf self, SLmillisecond *pMsec);
    SLresult (*RegisterCallback)(SLPlayItf self, slPlayCallback callback, void *pContext);
};

#define SL_RECORDSTATE_STOPPED ((SLuint32)0x00000001)
#define SL_RECORDSTATE_PAUSED ((SLuint32)0x00000002)
#define SL_RECORDSTATE_RECORDING ((SLuint32)0x00000003)

struct SLRecordItf_;
typedef const struct SLRecordItf_ *const *SLRecordItf;

struct SLRecordItf_ {
    SLresult (*SetRecordState)(SLRecordItf self, SLuint32 state);
    SLresult (*GetRecordingState)(SLRecordItf self, SLuint32 *pState);
    SLresult (*SetDurationLimit)(SLRecordItf self, SLmillisecond msec);
    SLresult (*GetPosition)(SLRecordItf self, SLmillisecond *pMsec);
};

SL_API SLresult SLAPIENTRY slCreateEngine(SLObjectItf *pEngine, SLuint32 numOptions,
                                          const SLEngineOption *pEngineOptions,
                                          SLuint32 numInterfaces,
                                          const SLInterfaceID *pInterfaceIds,
                                          const SLboolean *pInterfaceRequired);

#ifdef __cplusplus
}
#endif

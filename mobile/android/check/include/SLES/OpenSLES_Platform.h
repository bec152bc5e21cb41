/* Stand-in for the NDK's <SLES/OpenSLES_Platform.h> (structural check only). */
#pragma once
#define SL_API __attribute__((visibility("default")))
#define SLAPIENTRY

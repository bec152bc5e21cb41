/* Stand-in for bionic's <sys/system_properties.h> (structural check only):
   the declarations oboe uses. */
#pragma once
#define PROP_VALUE_MAX 92
#ifdef __cplusplus
extern "C" {
#endif
int __system_property_get(const char* name, char* value);
#ifdef __cplusplus
}
#endif

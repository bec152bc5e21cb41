//go:build js && !webtest

package main

// webHook is nothing outside the test build (webtest.go).
type webHook struct{}

func (webHook) install(*page) {}
func (webHook) tick(*page)    {}

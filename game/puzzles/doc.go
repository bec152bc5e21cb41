// Package puzzles holds the models of the puzzle screens (package ui says
// what a model is): the collection by grade with its filters (List), an
// attempt at one puzzle (Attempt), and what both share, the built-in
// collection with its solver (Book) and the services they use
// (Services). Their views are in package game.
package puzzles

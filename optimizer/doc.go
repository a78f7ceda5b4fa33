// Package optimizer turns the statements a plan selected into the code an
// LLM reads. RenderText groups statements by file and enclosing scope, keeps
// source line numbers, prints a line shared by several statements once and
// marks gaps with "...". Stubs, import minimisation and syntax repair build
// on it.
package optimizer

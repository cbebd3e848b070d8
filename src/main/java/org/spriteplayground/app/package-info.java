/**
 * Start-up: the command line, the display check and the first window. Without a usable display
 * the app prints one line and exits with code 2 instead of a stack trace; with one, it installs
 * the remembered theme and shows the main window on the event thread, as FlatLaf's demo does.
 */
package org.spriteplayground.app;

/**
 * Every file the app reads or writes for the user goes through here, so that no input can hang it
 * and no failure can cost a file. A read takes ordinary files only (a device, a named pipe, a
 * socket or a folder is refused before it is opened, since opening a pipe waits for a writer and
 * a device never ends) and stops at a byte cap without trusting the size the file system reports.
 * A write goes to a temporary file in the target's folder, is forced to the disk, and is then moved
 * over the target in one step, so the old file stays whole until the new one is complete; what a
 * killed run leaves is removed at the next start. Each failure is one plain line naming the file.
 */
package org.spriteplayground.files;

/**
 * What the app keeps between runs, and its log: the settings file (a UTF-8 properties file in the
 * app's state folder, written whole and off the event thread), typed settings read through keys
 * that the layers above declare beside their own types, the recent scene files, the folder a file
 * dialog last used, and the log file. Plain Java, no AWT or Swing, so it sits low: the app, the
 * window and its menus use it, and it knows none of them.
 */
package org.spriteplayground.settings;

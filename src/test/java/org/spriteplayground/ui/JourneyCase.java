package org.spriteplayground.ui;


import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spriteplayground.AppWindows;
import org.spriteplayground.Gui;

/**
 * What every journey class shares: one real window for the class, a person at it ({@link #you}),
 * and a fresh state of that window before each test, so that no test depends on another.
 */
@ExtendWith(AppWindows.class)
abstract class JourneyCase {

    static Journey you;

    @BeforeAll
    static void open() throws Exception {
        you = new Journey(Gui.open());
    }

    @BeforeEach
    void afresh() {
        you.startAfresh();
    }

    /** Presses Space and waits until it has paused a running lesson or played a paused one: the keys work. */
    static void spaceTogglesPause() {
        boolean paused = you.ask(you.model::paused);
        you.press(java.awt.event.KeyEvent.VK_SPACE);
        Gui.waitUntil(() -> you.ask(you.model::paused) != paused, 5_000);
    }
}

package org.spriteplayground.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;

class AppActionsTest {

    @Test
    void keysAreWrittenAsPeopleTypeThem() {
        assertThat(AppActions.keyText(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0))).isEqualTo("Space");
        assertThat(AppActions.keyText(KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, 0))).isEqualTo("-");
        assertThat(AppActions.keyText(KeyStroke.getKeyStroke(KeyEvent.VK_SLASH, InputEvent.SHIFT_DOWN_MASK))).isEqualTo("?");
        assertThat(AppActions.keyText(KeyStroke.getKeyStroke(KeyEvent.VK_Q, InputEvent.CTRL_DOWN_MASK))).isEqualTo("Ctrl+Q");
    }
}

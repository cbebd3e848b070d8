package org.spriteplayground.ui;

import java.awt.event.KeyEvent;
import org.spriteplayground.sim.Overlay;

/**
 * How each overlay switch reads in the UI: its one name, the same in the View menu, Help and the
 * side column (short enough for two check boxes to a row in a narrow column), its key, and its
 * tooltip, which also says the line style, so that nothing depends on telling colours apart.
 */
public record OverlayText(String name, int key, String tooltip) {

    /** Returns the overlay's bundle key: {@code menu.view.overlay.CIRCLES}; its {@code .tip} is the tooltip. */
    public static String key(Overlay overlay) {
        return "menu.view.overlay." + overlay.name();
    }

    public static OverlayText of(Overlay overlay) {
        String key = key(overlay);
        return new OverlayText(MenuText.name(key), letter(overlay), MenuText.tip(key));
    }

    /** Returns the overlay's own key on the keyboard, the same in every language. */
    private static int letter(Overlay overlay) {
        return switch (overlay) {
            case SPRITES -> KeyEvent.VK_S;
            case CIRCLES -> KeyEvent.VK_B;
            case BOXES -> KeyEvent.VK_A;
            case TIGHT_BOXES -> KeyEvent.VK_T;
            case TURNED_BOXES -> KeyEvent.VK_O;
            case MIN_CIRCLES -> KeyEvent.VK_M;
            case HULLS -> KeyEvent.VK_H;
            case CAPSULES -> KeyEvent.VK_U;
            case KDOPS -> KeyEvent.VK_K;
            case PIXELS -> KeyEvent.VK_P;
            case CENTERS -> KeyEvent.VK_C;
            case INTERSECTIONS -> KeyEvent.VK_I;
            case FALSE_ALARM_MAP -> KeyEvent.VK_F;
        };
    }
}

package org.spriteplayground.ui;

import java.awt.Component;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.AbstractAction;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import javax.swing.event.PopupMenuEvent;
import javax.swing.event.PopupMenuListener;

/**
 * Side-panel controls that the keyboard reaches and the mouse does not keep: Tab and Shift+Tab
 * stop at them (FlatLaf rings the one with focus) and they answer Space and the arrows as any
 * Swing control does, but a click leaves the focus on the canvas, or sends it back there, so
 * that Space, Enter, the arrows and the letters act on the world after a click as before. The
 * same holds for the playback bar's and the timeline's controls. An
 * Alt key moves the focus to its choice or slider, as in any Swing window; Esc, on any control of
 * the window, takes it back to the canvas. A button's or a switch's Alt key works it and leaves the keys on the canvas
 * ({@link #homeAfterPress}), while one reached with Tab keeps the focus for its Space.
 * While a menu is open the keys move around the menu only ({@link #menuOpen}).
 */
public final class KeyboardAccess {

    /** The root pane's client property that holds the component a click sends the focus back to. */
    private static final String HOME = "SpritePlayground.focusHome";

    private KeyboardAccess() {
    }

    /**
     * Makes {@code home} (the canvas) where a click on a control of {@code root}'s window leaves the
     * focus, and where Esc on any control of the window sends it: the playback bar, the timeline
     * and the side column alike (Esc on the playback bar's Step button once kept the focus there,
     * and → stepped no more). A control's own Esc (a choice's open list) comes first.
     */
    static void home(JRootPane root, Component home) {
        root.putClientProperty(HOME, home);
        if (root.getContentPane() instanceof JComponent content) {
            escapeHome(content);
        }
    }

    /**
     * Makes {@code control} a Tab stop that a click does not take the focus to, names it for
     * screen readers, and returns it.
     *
     * @param description what it does, as its tooltip says
     */
    public static <C extends JComponent> C reachable(C control, String name, String description) {
        control.setFocusable(true);
        control.setRequestFocusEnabled(false);
        Accessible.name(control, name, description);
        control.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                goHome(control);
            }
        });
        if (control instanceof AbstractButton button) {
            homeAfterPress(button);
        }
        if (control instanceof JComboBox<?> box) {
            // A click on the arrow is the arrow's, not the box's: the box hears its list open.
            box.addPopupMenuListener(new PopupMenuListener() {
                @Override
                public void popupMenuWillBecomeVisible(PopupMenuEvent e) {
                    if (!box.isFocusOwner()) {
                        goHome(box);
                    }
                }

                @Override
                public void popupMenuWillBecomeInvisible(PopupMenuEvent e) { // the focus stays where it is
                }

                @Override
                public void popupMenuCanceled(PopupMenuEvent e) { // the focus stays where it is
                }
            });
        }
        return control;
    }

    /**
     * Sends the focus back to the canvas once {@code button} has acted on a press that began while
     * it did not have the focus: its Alt key, which Swing's button moves the focus to it with, so
     * that a Space after Alt+W applied the preset again instead of pausing. A press on the focused
     * button (its Space after Tab) leaves the focus there.
     */
    private static void homeAfterPress(AbstractButton button) {
        boolean[] pressed = {false};
        boolean[] fromElsewhere = {false};
        button.addChangeListener(e -> {
            boolean now = button.getModel().isPressed();
            if (now && !pressed[0]) {
                fromElsewhere[0] = !button.isFocusOwner(); // Swing's Alt key asks for the focus after the press
            }
            pressed[0] = now;
        });
        button.addActionListener(e -> {
            if (fromElsewhere[0]) {
                fromElsewhere[0] = false;
                SwingUtilities.invokeLater(() -> goHome(button)); // after the button's own request for the focus
            }
        });
    }

    /** Gives {@code label} the Alt+{@code key} that moves the focus to {@code control}, and tells screen readers it names it. */
    public static void label(JLabel label, JComponent control, Character key) {
        Accessible.labelled(label, control);
        if (key != null) {
            label.setDisplayedMnemonic(key);
        }
    }

    /** Makes Esc, pressed on a control inside {@code area}, send the focus back to the canvas; while a menu is open it is the menu's. */
    private static void escapeHome(JComponent area) {
        area.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), HOME);
        area.getActionMap().put(HOME, new AbstractAction() {
            @Override
            public boolean isEnabled() {
                return !menuOpen(); // disabled, the key goes on to the menu, which closes
            }

            @Override
            public void actionPerformed(ActionEvent e) {
                goHome(area);
            }
        });
    }

    /** Returns whether a menu or one of its submenus is open: the keys are then the menu's alone. */
    public static boolean menuOpen() {
        return MenuSelectionManager.defaultManager().getSelectedPath().length > 0;
    }

    /**
     * Returns whether {@code e} is a key bound on the window, not a button's or a menu item's
     * click, that came while a menu is open: it belongs to the menu, and the command ignores it.
     */
    static boolean keyForTheMenu(ActionEvent e) {
        return menuOpen() && !(e.getSource() instanceof AbstractButton);
    }

    /** Lets Esc close {@code dialog}, as it closes the app's message boxes, wherever the focus is in it. */
    public static void closesOnEscape(javax.swing.JDialog dialog) {
        dialog.getRootPane().registerKeyboardAction(e -> dialog.dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /**
     * Gives the keyboard back to the window of {@code from} once a dialog it opened has gone, with
     * the keys on the canvas, their home: without it a closed dialog can leave the window without
     * the focus, and no key works until a click.
     */
    public static void afterDialog(Component from) {
        java.awt.Window window = from instanceof java.awt.Window w ? w : SwingUtilities.getWindowAncestor(from);
        if (window == null) {
            return;
        }
        window.toFront();
        window.requestFocus();
        if (window instanceof javax.swing.RootPaneContainer pane) {
            SwingUtilities.invokeLater(() -> goHome(pane.getRootPane())); // once the window has it
        }
    }

    /** Sends the focus back to the canvas, unless it is there already. */
    static void goHome(JComponent control) {
        JRootPane root = SwingUtilities.getRootPane(control);
        if (root != null && root.getClientProperty(HOME) instanceof Component home && !home.isFocusOwner()) {
            home.requestFocusInWindow();
        }
    }
}

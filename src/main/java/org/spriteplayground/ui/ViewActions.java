package org.spriteplayground.ui;

import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.settings.Settings;
import org.spriteplayground.sim.Motion;
import org.spriteplayground.ui.canvas.SoundCues;
import org.spriteplayground.ui.predict.PredictActions;

/** View &gt; Presentation (its sizes, and Ctrl+Shift+P for the next), View &gt; Full screen (F11), View &gt; Predict (Ctrl+P), View &gt; Reduced motion, View &gt; Play sound cues and View &gt; Language. */
final class ViewActions {

    private final Remembered.Choice<Presentation> presentation;
    private final Action nextSize;
    private final Map<Presentation, Action> sizes = new EnumMap<>(Presentation.class);
    private final Action fullScreen;
    private final PredictActions predict;
    private final Action reducedMotion;
    private final Action soundCues;
    private final JMenu language;
    private final JFrame frame;
    /** Where the window was before it covered the screen; null while it does not. */
    private Rectangle windowed;

    /** The text components whose caret blinks, by their look-and-feel prefix. */
    private static final List<String> CARETS = List.of("TextField", "FormattedTextField", "PasswordField", "TextArea", "TextPane", "EditorPane");

    /** Whether reduced motion was switched on; false if nothing (or nonsense) was saved. */
    static final Settings.Key<Boolean> REDUCED_MOTION = Settings.flag("reducedMotion", false, "the reduced-motion switch", "motion as usual"); // not shown

    /** Whether sound cues were switched on; false if nothing (or nonsense) was saved. */
    static final Settings.Key<Boolean> SOUND_CUES = Settings.flag("soundCues", false, "the sound-cues switch", "no sound cues"); // not shown

    /**
     * @param reducedMotion View &gt; Reduced motion's switch ({@link #reducedMotion})
     * @param soundCues View &gt; Play sound cues' switch ({@link #soundCues})
     */
    ViewActions(Remembered.Choice<Presentation> presentation, JFrame frame, PredictActions predict, Action reducedMotion, Action soundCues, JMenu language) {
        this.presentation = presentation;
        this.language = language;
        this.frame = frame;
        this.predict = predict;
        this.reducedMotion = reducedMotion;
        this.soundCues = soundCues;
        nextSize = Commands.command("menu.presentation.next",
                KeyStroke.getKeyStroke(KeyEvent.VK_P, AppActions.menuMask() | InputEvent.SHIFT_DOWN_MASK), () -> presentation.switchTo(presentation.current().next()));
        for (Presentation size : Presentation.values()) {
            Action choice = Commands.toggle(size.key(), null, () -> presentation.current() == size, on -> presentation.switchTo(size));
            choice.putValue(Action.SHORT_DESCRIPTION, Texts.format("presentation.sizeTip", size.label()));
            sizes.put(size, choice);
        }
        fullScreen = Commands.toggle("menu.view.fullScreen", KeyStroke.getKeyStroke(KeyEvent.VK_F11, 0), () -> windowed != null, on -> toggleFullScreen());
        presentation.addListener(() -> sizes.values().forEach(Commands::sync));
    }

    /** Returns the actions with a key, for Help &gt; Keys. */
    List<Action> withKeys() {
        return List.of(nextSize, fullScreen, predict.toggle);
    }

    /** Adds the Presentation submenu, the Full screen, Predict, Reduced motion and Play sound cues items and the Language submenu to {@code view}. */
    void addTo(JMenu view) {
        JMenu menu = MenuText.menu("menu.view.presentation");
        menu.setName("presentationMenu");
        menu.add(new JMenuItem(nextSize));
        menu.addSeparator();
        ButtonGroup group = new ButtonGroup();
        for (Action size : sizes.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(size);
            group.add(item);
            menu.add(item);
        }
        view.add(menu);
        view.add(new JCheckBoxMenuItem(fullScreen));
        view.add(new JCheckBoxMenuItem(predict.toggle));
        view.add(new JMenuItem(predict.pupil)); // also on the strip, where the width leaves it room
        view.add(new JCheckBoxMenuItem(reducedMotion));
        view.add(new JCheckBoxMenuItem(soundCues));
        view.add(language);
    }

    /** Returns Predict, then reveal's commands. */
    PredictActions predict() {
        return predict;
    }

    /**
     * Returns View &gt; Reduced motion's switch, remembered in {@code settings}, whose setting it
     * applies at once: flashes on the canvas become static marks ({@link Motion}) and text carets
     * stop blinking in fields opened from then on; the canvas of {@code model} redraws at each switch.
     */
    static Action reducedMotion(Settings settings, Playground model) {
        reduceMotion(settings.get(REDUCED_MOTION));
        return Commands.toggle("menu.view.reducedMotion", null, Motion::reduced, on -> {
            reduceMotion(on);
            settings.set(REDUCED_MOTION, on);
            model.edited(); // redrawn now, paused or not
        });
    }

    /** Returns View &gt; Play sound cues' switch for {@code cues}, remembered in {@code settings}, whose setting it applies at once. */
    static Action soundCues(Settings settings, SoundCues cues) {
        cues.setOn(settings.get(SOUND_CUES));
        return Commands.toggle("menu.view.soundCues", null, cues::on, on -> {
            cues.setOn(on);
            settings.set(SOUND_CUES, on);
        });
    }

    private static void reduceMotion(boolean on) {
        Motion.setReduced(on);
        CARETS.forEach(prefix -> UIManager.put(prefix + ".caretBlinkRate", on ? 0 : null));
    }

    /**
     * Covers the screen with the window without its title bar, through {@link
     * java.awt.GraphicsDevice#setFullScreenWindow}, which every desktop supports (where the screen has
     * no true full-screen mode the frame is sized to the whole screen); again, puts the window back
     * where it was, decorated.
     */
    private void toggleFullScreen() {
        java.awt.GraphicsDevice device = frame.getGraphicsConfiguration().getDevice();
        java.awt.Component focus = frame.getMostRecentFocusOwner();
        boolean on = windowed == null;
        if (!on) {
            device.setFullScreenWindow(null);
        }
        Rectangle back = windowed;
        windowed = on ? frame.getBounds() : null;
        // The title bar can come and go only while the frame is not displayable; it shows again at once.
        frame.dispose();
        frame.setUndecorated(on);
        if (on) {
            device.setFullScreenWindow(frame);
        } else {
            frame.setBounds(back);
        }
        frame.setVisible(true);
        frame.toFront();
        if (focus != null) {
            focus.requestFocusInWindow();
        }
    }
}

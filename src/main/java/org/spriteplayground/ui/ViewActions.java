package org.spriteplayground.ui;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;

/** View &gt; Presentation (its sizes, and Ctrl+Shift+P for the next), View &gt; Full screen (F11), View &gt; Predict (Ctrl+P) and View &gt; Reduced motion. */
final class ViewActions {

    private final PresentationMode presentation;
    private final Action nextSize;
    private final Map<Presentation, Action> sizes = new EnumMap<>(Presentation.class);
    private final Action fullScreen;
    private final PredictActions predict;
    private final Action reducedMotion;

    ViewActions(PresentationMode presentation, FullScreen screen, PredictActions predict, ReducedMotion motion) {
        this.presentation = presentation;
        this.predict = predict;
        this.reducedMotion = motion.toggle();
        nextSize = Commands.command("Next presentation size",
                KeyStroke.getKeyStroke(KeyEvent.VK_P, AppActions.menuMask() | InputEvent.SHIFT_DOWN_MASK),
                "Larger texts and lines for a projector: Off, ×1.5, ×2, Off (remembered)", presentation::cycle);
        for (Presentation size : Presentation.values()) {
            sizes.put(size, Commands.toggle(size.label(), null, "Texts and lines at " + size.label() + " (remembered)",
                    () -> presentation.current() == size, on -> presentation.switchTo(size)));
        }
        fullScreen = Commands.toggle("Full screen", KeyStroke.getKeyStroke(KeyEvent.VK_F11, 0),
                "Cover the whole screen with the window, without its title bar; F11 again gives the window back", screen::isOn, on -> screen.toggle());
        presentation.addListener(() -> sizes.values().forEach(Commands::sync));
    }

    /** Returns the actions with a key, for Help &gt; Keys. */
    List<Action> withKeys() {
        return List.of(nextSize, fullScreen, predict.toggle());
    }

    /** Adds the Presentation submenu and the Full screen and Predict items to {@code view}. */
    void addTo(JMenu view) {
        JMenu menu = new JMenu("Presentation");
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
        view.add(new JCheckBoxMenuItem(predict.toggle()));
        view.add(new JMenuItem(predict.pupil())); // also on the strip, where the width leaves it room
        view.add(new JCheckBoxMenuItem(reducedMotion));
    }

    /** Returns Predict, then reveal's commands. */
    PredictActions predict() {
        return predict;
    }

    /** Returns the size in force. */
    Presentation presentation() {
        return presentation.current();
    }
}

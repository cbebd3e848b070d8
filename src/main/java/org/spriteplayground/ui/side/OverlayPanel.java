package org.spriteplayground.ui.side;

import java.util.EnumMap;
import java.util.Map;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Change;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.sim.Overlay;
import org.spriteplayground.ui.AppActions;
import org.spriteplayground.ui.KeyboardAccess;
import org.spriteplayground.ui.OverlayText;
import org.spriteplayground.ui.PlaybackBar;

/**
 * The overlay switches the lesson on show draws, one a row, a name wider than the column on two
 * lines; the others are hidden (their keys keep working). Each check box mirrors the playground
 * through its action; Tab reaches it, a click leaves the focus on the canvas ({@link KeyboardAccess}).
 */
public final class OverlayPanel extends JPanel {

    private final JLabel heading = PlaybackBar.heading(Texts.text("panel.overlays"));
    private final Map<Overlay, JCheckBox> boxes = new EnumMap<>(Overlay.class);

    public OverlayPanel(AppActions actions, Playground model) {
        this(actions::overlay, model);
    }

    /** Shows a switch for each overlay, worked by {@code switches}' action for it. */
    OverlayPanel(java.util.function.Function<Overlay, javax.swing.Action> switches, Playground model) {
        super(new MigLayout(
                "insets 0, wrap 1, fillx, hidemode 3", // layout
                "[grow, fill]",                        // columns: one switch a row
                "[top]2[top]"));                       // rows: top, not baseline: a name on two lines has no one baseline
        setName("overlays");
        add(heading);
        for (Overlay overlay : Overlay.values()) {
            OverlayText text = OverlayText.of(overlay);
            JCheckBox box = new JCheckBox(switches.apply(overlay));
            box.setHideActionText(true);
            box.setText(text.name());
            PlaybackBar.unfocusable(Wrap.of(box), "overlay:" + overlay.name());
            KeyboardAccess.reachable(box, text.name(), box.getToolTipText());
            boxes.put(overlay, box);
            add(box, "wmin 0");
        }
        model.addListener(change -> {
            if (change == Change.LESSON) {
                showUsed(model);
            }
        });
        showUsed(model);
    }

    /** Shows each switch's name on one line or two, for the width now, before laying out. */
    @Override
    public void doLayout() {
        Wrap.fit(this);
        super.doLayout();
    }

    private void showUsed(Playground model) {
        boxes.forEach((overlay, box) -> box.setVisible(model.lesson().overlaysUsed().contains(overlay)));
        setVisible(!model.lesson().overlaysUsed().isEmpty());
        revalidate();
    }
}

package org.spriteplayground.ui.side;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
 * The overlay switches the lesson on show draws, two to a row, a switch too wide for half a row
 * on a row of its own (large text, a long name); the others are hidden (their keys keep working).
 * Each check box mirrors the playground through its action; Tab reaches it, a click leaves the
 * focus on the canvas ({@link KeyboardAccess}).
 */
public final class OverlayPanel extends JPanel implements javax.swing.Scrollable {

    private static final long serialVersionUID = 1L;

    private final JLabel heading = PlaybackBar.heading(Texts.text("panel.overlays"));
    private final Map<Overlay, WrapCheckBox> boxes = new EnumMap<>(Overlay.class);
    /** The switches' constraints now, as {@link #arrangement()} gives them. */
    private String arranged = "";

    public OverlayPanel(AppActions actions, Playground model) {
        this(actions::overlay, model);
    }

    /** Shows a switch for each overlay, worked by {@code switches}' action for it. */
    OverlayPanel(java.util.function.Function<Overlay, javax.swing.Action> switches, Playground model) {
        super(new MigLayout(
                "insets 0, fillx, hidemode 3",         // layout: each row ends where the switches say
                "[grow, fill, 50%][grow, fill, 50%]",  // columns: two switches a row
                "[]2[]"));                             // rows
        setName("overlays");
        add(heading, "span 2, wrap");
        for (Overlay overlay : Overlay.values()) {
            OverlayText text = OverlayText.of(overlay);
            WrapCheckBox box = PlaybackBar.unfocusable(new WrapCheckBox(switches.apply(overlay), text.name()), "overlay:" + overlay.name());
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

    /**
     * Puts the switches two to a row, and a switch too wide for half the row on a row of its own
     * (so that French's "Carte des fausses alertes" does not put all thirteen in one column), its
     * name on more lines where it is wider than the row too, before laying out.
     */
    @Override
    public void doLayout() {
        String wanted = arrangement();
        boolean rewrapped = false;
        for (WrapCheckBox box : boxes.values()) {
            rewrapped |= box.fit(getWidth()); // a row of its own (a switch in half a row fits it on one line)
        }
        if (!wanted.equals(arranged) || rewrapped) {
            arranged = wanted;
            MigLayout layout = (MigLayout) getLayout();
            String[] each = wanted.split("\\|", -1);
            int i = 0;
            for (WrapCheckBox box : boxes.values()) {
                layout.setComponentConstraints(box, each[i++]);
            }
            // Asked for after this layout is over (during it a new request would be lost): the column makes room for the new height.
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
        super.doLayout();
    }

    /** Returns each switch's constraints for the width now, joined by "|": a row ends after a second switch or a wide one. */
    private String arrangement() {
        int half = (getWidth() - SidePanel.scaled(16)) / 2;
        List<String> each = new ArrayList<>();
        int column = 0;
        int last = -1;
        for (WrapCheckBox box : boxes.values()) {
            if (!box.isVisible()) {
                each.add("wmin 0");
                continue;
            }
            boolean wide = getWidth() > 0 && box.oneLineWidth() > half;
            if (wide && column == 1) {
                each.set(last, each.get(last) + ", wrap");
                column = 0;
            }
            last = each.size();
            if (wide) {
                each.add("span 2, wmin 0, wrap");
            } else {
                column = 1 - column;
                each.add(column == 0 ? "wmin 0, wrap" : "wmin 0");
            }
        }
        return String.join("|", each);
    }

    private void showUsed(Playground model) {
        boxes.forEach((overlay, box) -> box.setVisible(model.lesson().overlaysUsed().contains(overlay)));
        heading.setVisible(!model.lesson().overlaysUsed().isEmpty());
        revalidate();
    }

    @Override
    public java.awt.Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return SidePanel.scaled(16);
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return visible.height;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true; // one or two switches a row, never sideways
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}

package org.spriteplayground.ui;

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

/**
 * The overlay switches the lesson on show draws, two to a row, or one to a row where two would
 * not show whole (large text on a small window); the others are hidden (their keys keep working).
 * Each check box mirrors the playground through its action; Tab reaches it, a click leaves the
 * focus on the canvas ({@link KeyboardAccess}).
 */
final class OverlayPanel extends JPanel implements javax.swing.Scrollable {

    private static final long serialVersionUID = 1L;

    private final JLabel heading = PlaybackBar.heading(Texts.text("panel.overlays"));
    private final Map<Overlay, JCheckBox> boxes = new EnumMap<>(Overlay.class);
    private boolean twoToARow = true;

    OverlayPanel(AppActions actions, Playground model) {
        this(actions::overlay, model);
    }

    /** Shows a switch for each overlay, worked by {@code switches}' action for it. */
    OverlayPanel(java.util.function.Function<Overlay, javax.swing.Action> switches, Playground model) {
        super(new MigLayout(
                "insets 0, wrap 2, fillx, hidemode 3", // layout
                "[grow, fill, 50%][grow, fill, 50%]",  // columns: two switches a row
                "[]2[]"));                             // rows
        setName("overlays");
        add(heading, "span 2");
        for (Overlay overlay : Overlay.values()) {
            JCheckBox box = PlaybackBar.unfocusable(new JCheckBox(switches.apply(overlay)), "overlay:" + overlay.name());
            OverlayText text = OverlayText.of(overlay);
            box.setHideActionText(true);
            box.setText(text.name());
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

    /** Puts one switch to a row when a switch would be cut at two, and two again when they fit. */
    @Override
    public void doLayout() {
        super.doLayout();
        int widest = boxes.values().stream().filter(JCheckBox::isVisible).mapToInt(b -> b.getPreferredSize().width).max().orElse(0);
        boolean cut = boxes.values().stream().anyMatch(b -> b.isVisible() && b.getWidth() < b.getPreferredSize().width);
        boolean two = twoToARow ? !cut : 2 * widest + SidePanel.scaled(16) <= getWidth();
        if (two != twoToARow) {
            twoToARow = two;
            MigLayout layout = (MigLayout) getLayout();
            layout.setLayoutConstraints("insets 0, wrap " + (two ? 2 : 1) + ", fillx, hidemode 3");
            layout.setColumnConstraints(two ? "[grow, fill, 50%][grow, fill, 50%]" : "[grow, fill]");
            super.doLayout();
            // Asked for after this layout is over (during it a new request would be lost): the column makes room for the new height.
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
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

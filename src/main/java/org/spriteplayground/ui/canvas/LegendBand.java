package org.spriteplayground.ui.canvas;

import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Rectangle;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.Scrollable;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;
import org.spriteplayground.render.CanvasLegend;
import org.spriteplayground.render.Palette;
import org.spriteplayground.sim.Ink;

/**
 * The canvas's legend in a band of its own under the world, so that it covers no label or body:
 * one label for each entry of the legend the canvas last painted, its sample as the label's icon.
 * The labels flow in rows as wide as the canvas, as many as they need ({@link #heightAt}); the
 * canvas scrolls them where they would crowd out the world. An entry's name too wide for the
 * band wraps beside its sample. The canvas lays a lesson's band out with the legend of its first
 * frame ({@link #show}); after that the band changes only after a paint, and only when what it
 * shows would change: the entries, the theme's colours, the type or the line scale.
 */
final class LegendBand extends JPanel implements Scrollable {

    /** The most of the room under the status strip the band takes: the world keeps the rest, and the band scrolls. */
    private static final double SHARE = 1 / 3.0;
    /** The client property holding an entry's width on one line. */
    private static final String PLAIN_WIDTH = "legend.plainWidth"; // not shown
    /** What the band shows now: the type, the line scale, the colours, and the entries with their samples. */
    private transient List<Object> shown = List.of();
    /** The legend the band shows, which it shows again in another type ({@link #type}). */
    private transient CanvasLegend legend = new CanvasLegend();
    /** The band's type and its samples' line scale ({@link #type}). */
    private transient Font font = getFont();
    private float lines = 1f;
    /** The most height the rows have taken, and the width, lesson, type and line scale it was taken at. */
    private int kept;
    /** The rows' size at the width last laid out. */
    private Dimension rows = new Dimension();
    private transient List<Object> keptFor = List.of();

    private final JScrollPane pane = new JScrollPane(this, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);

    LegendBand() {
        super(new FlowLayout(FlowLayout.LEADING)); // FlowLayout wraps its rows at the band's width; MigLayout has no such flow
        // No border, and kept so through a change of look or type: a null border is the look's to fill
        // (updateUI puts its own back), and its insets would narrow the rows below the width they wrap at.
        pane.setBorder(BorderFactory.createEmptyBorder());
        setName("legend"); // not shown
        setOpaque(true);
    }

    /**
     * Notes the legend of the paint that has just ended; where it differs from what the band
     * shows, the band shows it just after the paint, and the canvas lays out the band and the world again.
     */
    void painted(CanvasLegend legend) {
        if (!key(legend, font, lines).equals(shown)) {
            SwingUtilities.invokeLater(() -> {
                if (!show(legend)) {
                    return;
                }
                // The canvas, not the band, lays the band out (its height, where its rows wrap): the band's
                // own revalidate would stop at its scroll pane, a validate root, and leave new rows unlaid.
                java.awt.Container canvas = pane.getParent();
                (canvas instanceof javax.swing.JComponent c ? c : this).revalidate();
            });
        }
    }

    private static List<Object> key(CanvasLegend legend, Font font, float lineScale) {
        List<Object> key = new ArrayList<>(List.of(font, lineScale, Palette.background(), Palette.color(Ink.TEXT), Palette.truth()));
        for (CanvasLegend.Entry entry : legend.entries()) {
            key.add(entry.text());
            key.add(entry.ink() == null ? "" : legend.swatch(entry.ink())); // not shown
        }
        return key;
    }

    /** Shows the band's legend in {@code font} with samples' lines {@code lineScale} times as thick as usual (the canvas's texts' type: {@link CanvasType}). */
    void type(Font font, float lineScale) {
        this.font = font;
        lines = lineScale;
        show(legend);
    }

    /** Returns the height the band's entries would take {@code width} wide in {@code font} with {@code lineScale} lines, all of them, unscrolled. */
    int rowsIn(Font font, float lineScale, int width) {
        show(legend, font, lineScale);
        int high = rowsHeight(width);
        show(legend, this.font, lines);
        return high;
    }

    /** Returns the most height the band takes of the {@code room} under the status strip: the world keeps the rest, and the band scrolls. */
    static int most(int room) {
        return (int) (Math.max(0, room) * SHARE);
    }

    /** Shows {@code legend}'s entries in the band's type, for the canvas to lay out; returns whether that changed what the band shows. */
    boolean show(CanvasLegend legend) {
        return show(legend, font, lines);
    }

    private boolean show(CanvasLegend legend, Font font, float lineScale) {
        List<Object> key = key(legend, font, lineScale);
        if (key.equals(shown)) {
            return false;
        }
        shown = key;
        this.legend = legend;
        removeAll();
        int gap = Math.round(font.getSize2D());
        ((FlowLayout) getLayout()).setHgap(gap);
        ((FlowLayout) getLayout()).setVgap(gap / 4);
        setBorder(BorderFactory.createEmptyBorder(0, gap / 4, 0, 0));
        setBackground(Palette.background());
        pane.getViewport().setBackground(Palette.background()); // under rows shorter than the pane
        for (CanvasLegend.Entry entry : legend.entries()) {
            JLabel label = new JLabel(entry.text(), legend.icon(entry, font, lineScale), JLabel.LEADING);
            label.setFont(font);
            label.setForeground(Palette.color(Ink.TEXT));
            label.setIconTextGap(gap / 3);
            label.getAccessibleContext().setAccessibleName(entry.text());
            label.putClientProperty(PLAIN_WIDTH, label.getPreferredSize().width);
            add(label);
        }
        setVisible(!legend.entries().isEmpty());
        repaint();
        return true;
    }


    /** Forgets the most height the rows have taken: they show other entries now, a lesson's first frame's. */
    void forget() {
        keptFor = List.of();
    }

    /** Returns the pane that scrolls the band, which the canvas lays out across its foot. */
    JScrollPane pane() {
        return pane;
    }

    /**
     * Lays out the band's pane across the foot of a canvas {@code width} &times; {@code height}
     * showing {@code lesson}, as high as {@link #heightAt} says, taking at most {@link #SHARE} of
     * the {@code room} under the status strip (the rows then scroll).
     */
    void layOut(int width, int height, int room, Object lesson) {
        int band = heightAt(width, pane.getVerticalScrollBar().getPreferredSize().width, most(room), lesson);
        // The scroll bar shows exactly when the rows were laid out beside it: left to the pane, it
        // could take a width the rows were not wrapped at, and rows would lie past the view's foot.
        pane.setVerticalScrollBarPolicy(rows.width < width ? ScrollPaneConstants.VERTICAL_SCROLLBAR_ALWAYS : ScrollPaneConstants.VERTICAL_SCROLLBAR_NEVER);
        pane.setBounds(0, height - band, width, band);
        pane.doLayout();
        pane.getViewport().doLayout();
        doLayout();
    }

    /**
     * Returns how high the band's pane is in a canvas {@code width} wide: as high as its rows, at
     * most {@code most} (the rows then scroll beside a scroll bar {@code scrollBar} wide), and the
     * most it has been since the width, the lesson, the type or the line scale last changed. A band
     * that shrank as soon as it had fewer rows would give the world room in which it paints an ink
     * more, whose entry would take the room again: band and world would take turns at every frame.
     */
    private int heightAt(int width, int scrollBar, int most, Object lesson) {
        List<Object> now = List.of(width, lesson, shown.stream().limit(2).toList());
        if (!now.equals(keptFor)) {
            keptFor = now;
            kept = 0;
        }
        rows = new Dimension(width, rowsHeight(width));
        if (rows.height > most) {
            rows = new Dimension(width - scrollBar, rowsHeight(width - scrollBar));
        }
        kept = Math.max(kept, Math.min(rows.height, most));
        return Math.min(kept, most);
    }

    /** Returns the rows' size as last laid out by {@link #heightAt}: the view its pane scrolls. */
    @Override
    public Dimension getPreferredSize() {
        return rows;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return rows;
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFont().getSize();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return visible.height;
    }

    /** The rows wrap at the pane's width, and never scroll sideways. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    /** Returns the height the rows take at {@code width}: laid out at that width, the bottom of the last row. */
    private int rowsHeight(int width) {
        if (!isVisible() || getComponentCount() == 0) {
            return 0;
        }
        FlowLayout flow = (FlowLayout) getLayout();
        int room = width - getInsets().left - getInsets().right - 2 * flow.getHgap();
        for (int i = 0; i < getComponentCount(); i++) {
            fit((JLabel) getComponent(i), room);
        }
        setSize(width, Integer.MAX_VALUE / 2);
        doLayout();
        int bottom = 0;
        for (int i = 0; i < getComponentCount(); i++) {
            bottom = Math.max(bottom, getComponent(i).getY() + getComponent(i).getHeight());
        }
        return bottom + flow.getVgap() + getInsets().bottom;
    }

    /**
     * Lets the entry's name wrap beside its sample where it is wider than the band's {@code room}:
     * a Swing label wraps HTML text at the width it is given, and it is given the room, as high as
     * its wrapped lines; else the entry is one line of plain text.
     */
    private static void fit(JLabel label, int room) {
        String plain = label.getAccessibleContext().getAccessibleName();
        boolean wraps = (Integer) label.getClientProperty(PLAIN_WIDTH) > room;
        String text = wraps ? "<html>" + plain.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") + "</html>" : plain; // not shown: markup
        if (!text.equals(label.getText())) {
            label.setText(text);
        }
        Dimension size = null;
        if (wraps) {
            View view = (View) label.getClientProperty(BasicHTML.propertyKey);
            view.setSize(Math.max(1, room - label.getIcon().getIconWidth() - label.getIconTextGap()), 0);
            size = new Dimension(room, Math.max(label.getIcon().getIconHeight(), (int) Math.ceil(view.getPreferredSpan(View.Y_AXIS))));
        }
        label.setPreferredSize(size);
    }
}

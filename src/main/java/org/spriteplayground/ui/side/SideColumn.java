package org.spriteplayground.ui.side;

import org.spriteplayground.ui.canvas.PaintMeter;
import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.ui.Accessible;

/**
 * The column right of the canvas: the lesson's text and controls scroll, and below them its
 * readouts in a part of their own ({@link SideColumnLayout}); the overlay switches stay in a
 * footer at its foot, so they are in reach at any window height; the status line
 * ({@link NoticeLine}) shows above them while there is a notice.
 */
public final class SideColumn extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JScrollPane scroll;
    private final JScrollPane switches;
    /** The lines of the lesson's text the footer leaves in view under the lesson's title. */
    static final int TEXT_LINES = 3;

    private final JPanel footer = new JPanel(new BorderLayout());

    /** The status line, over the switches while it has a notice. */
    private final NoticeLine notice;

    /** The lesson's readouts, in a part that scrolls on its own between the lesson's and the switches. */
    private final JScrollPane readouts;

    public SideColumn(Playground model, OverlayPanel overlays, PaintMeter meter) {
        ReadoutPart readoutPart = new ReadoutPart();
        scroll = new JScrollPane(new SidePanel(model, readoutPart, meter), ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean isValidateRoot() {
                return false; // a control shown, hidden or moved inside reaches the column, which ends the part at a whole control again
            }
        };
        readouts = new JScrollPane(readoutPart, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        BarGutter.on(scroll);
        BarGutter.on(readouts);
        switches = new JScrollPane(overlays, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean isValidateRoot() {
                return false; // a new height of the switches (one or two a row) reaches the column
            }
        };
        switches.setBorder(BorderFactory.createEmptyBorder());
        switches.setOpaque(false);
        switches.getViewport().setOpaque(false);
        footer.add(switches);
        scrolledByKeys(scroll, Texts.text("panel.scroll.lesson"));
        scrolledByKeys(readouts, Texts.text("panel.scroll.readouts"));
        scrolledByKeys(switches, Texts.text("panel.scroll.overlays"));
        footer.setName("overlayFooter");
        notice = new NoticeLine(model);
        // The parts' heights are asked afresh at each layout: the footer's share follows the column's height.
        setLayout(new SideColumnLayout(scroll, readouts, footer, notice, this::footerHeight, () -> lessonHead() - getInsets().top));
        add(scroll);
        add(readouts);
        add(footer);
        add(notice);
        updateBorders();
        // A lesson with no overlay to switch shows no empty footer.
        model.addListener(change -> {
            if (change == org.spriteplayground.playground.Change.LESSON) {
                footer.setVisible(!model.lesson().overlaysUsed().isEmpty());
            }
        });
        footer.setVisible(!model.lesson().overlaysUsed().isEmpty());
    }

    /**
     * Returns the footer's height over a status line {@code below} pixels tall: the switches' own,
     * all of them in view, where the lesson's title and first {@value #TEXT_LINES} lines of text
     * still show above them, so that every switch stays whole at ×1.5 in 1024×768 even in French,
     * whose names are the longest; else half the column, less where the lesson's title and first
     * lines would not show above it (as at UI scale 2 and presentation ×2 in 1600×1000), and never
     * under a quarter of the column: more of the switches then scroll.
     */
    private int footerHeight(int below) {
        int wanted = footer.getPreferredSize().height;
        int column = getHeight();
        int room = column - getInsets().bottom - lessonHead() - below;
        if (column <= 0 || wanted <= room) {
            return wanted;
        }
        return Math.min(wanted, Math.max(column / 4, Math.min(column / 2, room))); // they scroll anyway: the lesson's part keeps half
    }

    /** Returns the height of the lesson's title and the first {@value #TEXT_LINES} lines of its text at the column's top. */
    private int lessonHead() {
        java.awt.Component view = scroll.getViewport().getView();
        java.awt.Component text = view instanceof java.awt.Container c ? named(c, "lessonExplanation") : null;
        if (text == null || text.getWidth() <= 0) {
            return 0;
        }
        int top = javax.swing.SwingUtilities.convertPoint(text, 0, 0, view).y;
        return getInsets().top + top + TEXT_LINES * text.getFontMetrics(text.getFont()).getHeight();
    }

    /** Returns the component named {@code name} inside {@code c}, or null. */
    private static java.awt.Component named(java.awt.Container c, String name) {
        for (java.awt.Component child : c.getComponents()) {
            java.awt.Component found = name.equals(child.getName()) ? child : child instanceof java.awt.Container inner ? named(inner, name) : null;
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Names a scroll bar for screen readers, with the keys that scroll instead of it: it takes no focus. */
    private static void scrolledByKeys(JScrollPane pane, String what) {
        Accessible.workedBy(Accessible.name(pane.getVerticalScrollBar(), Texts.format("panel.scrolled", what),
                Texts.text("panel.scroll.tip")), Texts.text("panel.scroll.keys"));
    }

    /** The column's share of the window's width at most, so the canvas keeps room on a small or scaled screen. */
    static final double MAX_SHARE = 0.38;

    /** The column's share of the window's width at most even where a control asks for more. */
    static final double MOST_SHARE = 0.5;

    /**
     * Returns the width the column asks for: {@link SidePanel#WIDTH} at the UI scale, but never more
     * than {@value #MAX_SHARE} of the window (at UI scale 2 on a 1600-pixel screen the column
     * would otherwise take half of it and squeeze the playback bar and the canvas), and in
     * presentation mode no more than at the usual size: large type wraps and scrolls in the
     * column rather than take width from the canvas. Yet it widens to its widest control that
     * cannot wrap ({@link UncutWidth}), so that no button, choice, slider or switch is cut, though
     * never past {@value #MOST_SHARE} of the window: the canvas keeps at least half (UI scale 2 at
     * ×2 in 1600×1000 gave angle-radius's column 941 px and its canvas 659).
     */
    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Dimension d = super.getPreferredSize();
        java.awt.Container parent = getParent();
        int width = Math.max(usual(SidePanel.WIDTH), uncut());
        if (parent != null && parent.getWidth() > 0) {
            int share = Math.min(usual(SidePanel.WIDTH), Math.max(usual(SidePanel.MIN_WIDTH), (int) (parent.getWidth() * MAX_SHARE)));
            width = Math.min(Math.max(share, uncut()), (int) (parent.getWidth() * MOST_SHARE));
        }
        return new java.awt.Dimension(width, d.height);
    }

    /** Returns the least width at which neither the scrolling part's controls nor one switch a row are cut. */
    private int uncut() {
        int edge = getInsets().left + getInsets().right;
        int side = Math.max(UncutWidth.widest((java.awt.Container) scroll.getViewport().getView()),
                UncutWidth.widest((java.awt.Container) readouts.getViewport().getView())) + SidePanel.scaled(24)
                + scroll.getVerticalScrollBar().getPreferredSize().width;
        int footerWidth = footer.isVisible() && switches.getViewport().getView() instanceof java.awt.Container overlays
                ? UncutWidth.widest(overlays) + footer.getInsets().left + footer.getInsets().right
                        + switches.getVerticalScrollBar().getPreferredSize().width
                : 0;
        return edge + Math.max(side, footerWidth);
    }

    /**
     * Returns {@code px} at the UI scale presentation mode off would have: FlatLaf's scale follows
     * the larger type unless a scale is set for it ({@code flatlaf.uiScale}, which then stays).
     */
    private static int usual(int px) {
        java.awt.Font now = UIManager.getFont("defaultFont");
        java.awt.Font usual = UIManager.getLookAndFeelDefaults().getFont("defaultFont");
        boolean followsType = System.getProperty("flatlaf.uiScale") == null && now != null && usual != null;
        return (int) (SidePanel.scaled(px) / (followsType ? Math.max(1, now.getSize2D() / usual.getSize2D()) : 1));
    }

    /** Draws the column's edges in the theme's border colour; call again after a theme switch. */
    public void updateBorders() {
        java.awt.Color line = UIManager.getColor("Component.borderColor");
        setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, line));
        scroll.setBorder(BorderFactory.createEmptyBorder());
        readouts.setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line));
        int h = SidePanel.scaled(12);
        footer.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line),
                BorderFactory.createEmptyBorder(SidePanel.scaled(6), h, SidePanel.scaled(8), h)));
        // The notice's text lines up with the switches' (the same inset h at any scale), under a rule
        // of its own, so that it never reads as one more readout row.
        notice.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, line),
                BorderFactory.createEmptyBorder(SidePanel.scaled(4), h, SidePanel.scaled(2), h)));
    }
}

package org.spriteplayground.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JToolTip;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.GlyphView;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.spriteplayground.Gui;
import org.spriteplayground.geometry.CollisionResult;
import org.spriteplayground.i18n.Texts;
import org.spriteplayground.lesson.Lessons;
import org.spriteplayground.playground.Playground;
import org.spriteplayground.quiz.Bank;
import org.spriteplayground.quiz.Format;
import org.spriteplayground.quiz.Item;
import org.spriteplayground.sim.Overlays;
import org.spriteplayground.sim.RecordingDraw;
import org.spriteplayground.sprite.SpriteLibrary;
import org.spriteplayground.sprite.SpriteLoader;
import org.spriteplayground.ui.Theme;
import org.spriteplayground.ui.canvas.PaintMeter;
import org.spriteplayground.ui.side.SideColumn;
import org.spriteplayground.worksheet.AnswerKey;
import org.spriteplayground.worksheet.WorksheetWriter;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Where a text quotes a seed's own output (seed 000's TOUCHING, beside its translation), every
 * surface that shows the text sets that output as code, in a monospaced font, and the words round it
 * in its own font: the side column (readouts, names, the lesson's text, presets and controls) and
 * every tooltip there, Help &gt; For the teacher, the worksheet's pages (readouts, answer key and
 * note for the teacher) and the Moodle quiz (as {@code <code>}, in its questions and in every answer
 * of the key); the canvas writes none. Every lesson, as its worksheet and quiz set it up, in
 * English, German and French.
 */
class SeedOutputAsCodeIT {

    /** A seed's output as a whole word: seed 000's outcomes, named as the seed prints them. */
    private static final Pattern OUTPUT = Pattern.compile("(?<![\\p{L}\\p{N}_])(?:"
            + Arrays.stream(CollisionResult.values()).map(Enum::name).collect(Collectors.joining("|")) + ")(?![\\p{L}\\p{N}_])");

    /** The surfaces checked. */
    private enum Surface { SIDE_COLUMN, TOOLTIPS, TEACHER_NOTE, WORKSHEET, MOODLE, CANVAS }

    private static final Map<String, BufferedImage> IMAGES = SpriteLoader.BUNDLED.stream()
            .collect(Collectors.toMap(name -> name, name -> SpriteLoader.bundled(name).image()));

    @Test
    void everySurfaceSetsASeedsOutputAsCodeAndTheWordsBesideItNot() throws Exception {
        List<String> faults = new ArrayList<>();
        Map<Surface, Integer> quoted = new EnumMap<>(Surface.class);
        Theme.LIGHT.install(); // the app's tooltips
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH)) {
                Texts.use(language);
                for (Lessons.Entry entry : Lessons.ALL) {
                    String where = entry.id() + " in " + language;
                    Playground model = new Playground(entry, SpriteLibrary.bundled());
                    while (model.simulation().steps() < model.lesson().worksheetSteps()) {
                        model.step();
                    }
                    SideColumn side = new SideColumn(model, null, new PaintMeter(model));
                    side.setSize(400, 3000);
                    side.doLayout();
                    for (Component c : Gui.all(side, c -> c instanceof JComponent)) {
                        check(where + ", side column " + c.getName(), shown((JComponent) c), Surface.SIDE_COLUMN, faults, quoted);
                        String tip = ((JComponent) c).getToolTipText();
                        if (tip != null) {
                            JToolTip shown = ((JComponent) c).createToolTip();
                            shown.setTipText(tip);
                            check(where + ", tooltip of " + c.getName(), shown(shown), Surface.TOOLTIPS, faults, quoted);
                        }
                    }
                    for (Component c : Gui.all(HelpDialogs.teacherNote(model.lesson()), c -> c instanceof JComponent)) {
                        check(where + ", Help > For the teacher", shown((JComponent) c), Surface.TEACHER_NOTE, faults, quoted);
                    }
                    try (PDDocument doc = new WorksheetWriter(model.lesson(), model.overlays(), IMAGES, model.simulation().steps()).document()) {
                        check(where + ", worksheet", glyphs(doc), Surface.WORKSHEET, faults, quoted);
                    }
                    moodle(where, Bank.of(model, IMAGES), faults, quoted);
                    // A quiz leaves out a question another gives away (the seed's verdict after the outcome): every answer the key gives, as a question.
                    moodle(where + ", every key answer", new Bank(model.lesson().title(), AnswerKey.of(model.lesson()).stream()
                            .map(e -> new Item(entry.id(), e.stated(), new Item.Essay(e.answer()), e.answer(), null, false)).toList()), faults, quoted);
                    RecordingDraw canvas = new RecordingDraw();
                    model.lesson().draw(canvas, Overlays.ALL);
                    for (RecordingDraw.Label label : canvas.labels()) {
                        if (OUTPUT.matcher(label.text()).find()) {
                            faults.add(where + ", canvas: \"" + label.text() + "\" quotes a seed's output, which the canvas cannot set as code");
                        }
                    }
                }
            }
        } finally {
            Texts.use(null);
            javax.swing.UIManager.setLookAndFeel(new javax.swing.plaf.metal.MetalLookAndFeel());
        }
        assertThat(faults).isEmpty();
        assertThat(quoted).as("seed outputs found per surface").containsOnlyKeys(Surface.SIDE_COLUMN, Surface.TOOLTIPS, Surface.TEACHER_NOTE,
                Surface.WORKSHEET, Surface.MOODLE);
    }

    /** One character as a surface shows it, with whether it is set in a monospaced font. */
    private record Shown(char c, boolean monospaced) {
    }

    /**
     * Finds every seed output in {@code text} and adds a fault for each that is not wholly in a
     * monospaced font, and one for a letter outside them that is.
     */
    private static void check(String where, List<Shown> text, Surface surface, List<String> faults, Map<Surface, Integer> quoted) {
        StringBuilder plain = new StringBuilder();
        text.forEach(s -> plain.append(s.c()));
        boolean[] code = new boolean[text.size()];
        Matcher m = OUTPUT.matcher(plain);
        while (m.find()) {
            quoted.merge(surface, 1, Integer::sum);
            Arrays.fill(code, m.start(), m.end(), true);
            if (!text.subList(m.start(), m.end()).stream().allMatch(Shown::monospaced)) {
                faults.add(where + ": " + m.group() + " is not set as code in \"" + plain + "\"");
            }
        }
        for (int i = 0; i < text.size(); i++) {
            if (!code[i] && Character.isLetter(text.get(i).c()) && text.get(i).monospaced()) {
                faults.add(where + ": \"" + text.get(i).c() + "\" at " + i + " is set as code in \"" + plain + "\"");
                return;
            }
        }
    }

    /** Returns what {@code c} shows, each character with its font: through its HTML view where it has one, else in its own font. */
    private static List<Shown> shown(JComponent c) {
        List<Shown> shown = new ArrayList<>();
        if (c.getClientProperty(BasicHTML.propertyKey) instanceof View html) {
            html.setSize(html.getPreferredSpan(View.X_AXIS), html.getPreferredSpan(View.Y_AXIS)); // laid out, so that every run has its view
            leaves(html, shown);
            return shown;
        }
        String text = c instanceof JTextComponent t ? t.getText() : c instanceof JLabel l ? l.getText()
                : c instanceof AbstractButton b ? b.getText() : c instanceof JToolTip t ? t.getTipText() : null;
        if (text != null) {
            boolean monospaced = monospaced(c.getFont());
            text.chars().forEach(ch -> shown.add(new Shown((char) ch, monospaced)));
        }
        return shown;
    }

    private static void leaves(View view, List<Shown> shown) {
        if (view instanceof GlyphView glyphs) {
            try {
                String text = glyphs.getDocument().getText(glyphs.getStartOffset(), glyphs.getEndOffset() - glyphs.getStartOffset());
                boolean monospaced = monospaced(glyphs.getFont());
                text.chars().forEach(ch -> shown.add(new Shown((char) ch, monospaced)));
            } catch (javax.swing.text.BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }
        for (int i = 0; i < view.getViewCount(); i++) {
            leaves(view.getView(i), shown);
        }
    }

    /** Returns whether every letter of {@code font} is as wide as any other: "i" as "W". */
    private static boolean monospaced(Font font) {
        FontRenderContext frc = new FontRenderContext(null, false, false);
        return font != null && font.getStringBounds("iiii", frc).getWidth() == font.getStringBounds("WWWW", frc).getWidth();
    }

    /** Returns every character {@code doc} writes, in order, a new line where a line of text starts, each with whether its font is Courier. */
    private static List<Shown> glyphs(PDDocument doc) throws java.io.IOException {
        List<Shown> shown = new ArrayList<>();
        float[] lastY = {Float.NaN};
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition glyph) {
                if (glyph.getYDirAdj() != lastY[0]) {
                    shown.add(new Shown('\n', false));
                    lastY[0] = glyph.getYDirAdj();
                }
                boolean courier = glyph.getFont().getName().contains("Courier");
                glyph.getUnicode().chars().forEach(ch -> shown.add(new Shown((char) ch, courier)));
            }
        };
        stripper.getText(doc);
        return shown;
    }

    /**
     * Adds a fault for each seed output in the Moodle quiz's HTML that is not inside {@code <code>},
     * and for a {@code <code>} that holds anything else.
     */
    private static void moodle(String where, Bank bank, List<String> faults, Map<Surface, Integer> quoted) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Format.MOODLE.write(List.of(bank), out);
        NodeList texts = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(out.toByteArray()))
                .getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            if (!"html".equals(((Element) text.getParentNode()).getAttribute("format"))) {
                continue;
            }
            String html = text.getTextContent();
            Matcher m = OUTPUT.matcher(html);
            while (m.find()) {
                quoted.merge(Surface.MOODLE, 1, Integer::sum);
                if (!html.startsWith("<code>", m.start() - "<code>".length()) || !html.startsWith("</code>", m.end())) {
                    faults.add(where + ", Moodle: " + m.group() + " is not in <code> in " + html);
                }
            }
            Matcher code = Pattern.compile("<code>(.*?)</code>").matcher(html);
            while (code.find()) {
                if (!OUTPUT.matcher(code.group(1)).matches()) {
                    faults.add(where + ", Moodle: <code> holds " + code.group(1));
                }
            }
        }
    }
}

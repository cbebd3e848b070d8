package org.spriteplayground.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spriteplayground.i18n.JavaLiterals.Literal;

/** The source scan's tokenizer and heuristic: user text is caught, names, keys and developer messages are not. */
class ShownTextTest {

    private static List<String> flagged(String source) {
        return JavaLiterals.of(source).stream().filter(l -> ShownText.bypasses(l, Set.of("menu.file.quit", "Known Key")))
                .map(l -> l.line() + ":" + l.value()).toList();
    }

    @Test
    void userTextIsFlaggedWithItsLine() {
        String source = """
                class A {
                    void f() {
                        pause.setText("Pause");
                        label.setText(String.format("%d hits so far", n));
                        String s = "Hit!";
                        area.setText(\"""
                            Two words
                            on screen\""");
                        getAccessibleContext().setAccessibleName("Speed slider");
                        put(key, "Crossing");
                    }
                }
                """;
        assertThat(flagged(source)).containsExactly("3:Pause", "4:%d hits so far", "5:Hit!", "6:Two words\non screen", "9:Speed slider", "10:Crossing");
    }

    @Test
    void namesKeysLogsAndProgrammingErrorsAreNot() {
        String source = """
                @SuppressWarnings("Some Thing")
                class A {
                    void f() {
                        button.setName("preset:Intersection 2");
                        c.putClientProperty("JComponent.Hint Key", "x");
                        UIManager.put("Button arc Key", 8);
                        Boolean.getBoolean("spriteplayground.pseudo");
                        prefs.get("Last Lesson", "flying-jets");
                        AppLog.LOG.warning("Could not read the settings: " + e);
                        LOG.log(Level.WARNING, "Paint failed in " + name, e);
                        if (x < 0) throw new IllegalArgumentException("Negative radius " + x);
                        Objects.requireNonNull(x, "Shape must not be null");
                        Font f = new Font("Dialog", Font.BOLD, 12);
                        Font g = new Font(Font.DIALOG, Font.BOLD, 12);
                        String k = Texts.text("menu.file.quit");
                        String known = "Known Key";
                        String id = "flying-jets", fmt = "%s: %s", unit = " px", dot = " · ", path = "image/png", cls = "SansSerif";
                        String dev = "Only for tests"; // not shown
                        assert ok : "Not reached here";
                        char q = '"';
                        add(value, "align right");
                        setLayout(new MigLayout("insets 0, align center", "[grow]"));
                        layout.setComponentConstraints(c, "align left");
                        Thread t = new Thread(task, "settings saver");
                        // "A comment is not a literal"
                        /* "Nor is this one" */
                    }
                }
                """;
        assertThat(flagged(source)).isEmpty();
    }

    @Test
    void aValueOfAKeyedCallIsStillFlagged() {
        assertThat(flagged("class A { void f() { c.putClientProperty(Accessible.KEYS, \"Arrow keys move the dot\"); } }"))
                .containsExactly("1:Arrow keys move the dot");
    }

    @Test
    void charLiteralsAndEscapesDoNotThrowTheTokenizerOff() {
        List<Literal> literals = JavaLiterals.of("class A { char a = '\\''; char b = '\"'; String s = \"say \\\"Hi there\\\" \\u00e0 la\"; }");
        assertThat(literals).extracting(Literal::value).containsExactly("say \"Hi there\" à la");
    }
}

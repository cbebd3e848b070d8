package org.spriteplayground.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.spriteplayground.sim.Overlays;

/**
 * A worksheet is read on paper: its first page, in every lesson and language, tells the pupil
 * nothing to do that only the app can do (drag, click, press keys, move a slider, pick a preset,
 * switch something on, step on).
 */
class PaperNotScreenTest {

    /** Words of what only a pupil at the app can do, in English, German and French. */
    private static final Pattern SCREEN_ONLY = Pattern.compile(String.join("|",
            "\\bdrag", "\\bclick", "\\bpress", "\\barrow keys?\\b", "\\bkeys\\b", "\\bslider", "\\bbutton", "\\bpresets?\\b",
            "\\bswitch (it )?on\\b", "\\bsteer (the|it)\\b", "\\bnudge", "\\btry (the|it|a)\\b", "\\btools >", "\\bchoose\\b", "\\bnext step\\b", "\\bcanvas\\b", "\\badd jets\\b",
            "\\bziehe?\\b", "\\bklick", "\\bdrück", "pfeiltaste", "\\btasten?\\b", "schieberegler", "\\bknopf", "schaltfläche",
            "voreinstellung", "\\bschalte\\b", "\\bsteuere?\\b", "\\bprobiere\\b", "werkzeuge >", "\\bwähle\\b", "nächster schritt", "zeichenfläche", "\\bfüge\\b",
            "fais glisser", "\\bclique", "\\bappuie", "\\bflèches\\b", "\\bclavier", "\\bcurseur", "\\bbouton", "préréglage",
            "\\bactive\\b", "\\bdirige\\b", "\\bessaie\\b(?!-)", "outils >", "\\bchoisis\\b", "étape suivante", "zone de dessin", "\\bajoute\\b", "\\bdéplace\\b"),
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS);

    @Test
    void pageOneSaysNothingToDoOnScreen() throws Exception {
        List<String> found = new ArrayList<>();
        Sheets.eachLessonAndLanguage((where, lesson) -> {
            String page1;
            try (PDDocument doc = new WorksheetWriter(lesson, Overlays.DEFAULT, WorksheetWriterTest.images(), lesson.worksheetSteps()).document()) {
                page1 = PdfPages.flat(PdfPages.text(doc, 1));
            }
            Matcher m = SCREEN_ONLY.matcher(page1);
            while (m.find()) {
                int from = Math.max(0, m.start() - 40);
                found.add(where + ": \"" + m.group() + "\" in \"…" + page1.substring(from, Math.min(page1.length(), m.end() + 40)) + "…\"");
            }
        });
        assertThat(found).isEmpty();
    }
}

package org.spriteplayground.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The Moodle XML of every lesson, in every language, parses and holds for each question the
 * elements Moodle's importer reads for its type, and its figure as a PNG of the figure's size.
 */
class MoodleXmlTest {

    static final List<Locale> LANGUAGES = QuizCases.LANGUAGES;

    /** The child elements each question type needs, besides those every question has. */
    private static final Map<String, List<String>> OWN = Map.of(
            "multichoice", List.of("single", "shuffleanswers", "answernumbering", "answer"),
            "numerical", List.of("answer"),
            "essay", List.of("responseformat", "responserequired", "responsefieldlines", "graderinfo"));
    private static final List<String> EVERY = List.of("name", "questiontext", "generalfeedback", "defaultgrade", "penalty", "hidden");

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyQuestionHasWhatMoodlesImporterReadsForItsType(Locale language) throws Exception {
        List<Bank> banks = QuizCases.all(language).stream().map(QuizCases.Case::bank).toList();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Format.MOODLE.write(banks, bytes);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(bytes.toByteArray()));
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("quiz");
        List<Element> questions = children(doc.getDocumentElement(), "question");
        assertThat(questions.get(0).getAttribute("type")).isEqualTo("category");
        List<Item> items = banks.stream().flatMap(b -> b.items().stream()).toList();
        assertThat(questions.stream().filter(q -> !q.getAttribute("type").equals("category"))).hasSameSizeAs(items);
        int n = 0;
        for (Element q : questions) {
            String type = q.getAttribute("type");
            if (type.equals("category")) {
                assertThat(text(q, "category")).startsWith("$course$/");
                continue;
            }
            Item item = items.get(n++);
            assertThat(OWN).as(item.name()).containsKey(type);
            for (String name : concat(EVERY, OWN.get(type))) {
                assertThat(children(q, name)).as("%s <%s>", item.name(), name).isNotEmpty();
            }
            assertThat(text(q, "name")).isEqualTo(item.name());
            Element questionText = children(q, "questiontext").get(0);
            assertThat(questionText.getAttribute("format")).isEqualTo("html");
            assertThat(text(q, "questiontext")).contains(MoodleXml.html(item.text()));
            assertThat(text(q, "generalfeedback")).isNotBlank();
            List<Element> answers = children(q, "answer");
            answers.forEach(a -> assertThat(children(a, "text")).as("%s answer text", item.name()).hasSize(1));
            switch (type) {
                case "numerical" -> {
                    assertThat(answers).singleElement().satisfies(a -> assertThat(a.getAttribute("fraction")).isEqualTo("100"));
                    assertThat(children(answers.get(0), "tolerance")).hasSize(1);
                    assertThat(children(answers.get(0), "feedback")).hasSize(1);
                    assertThat(Double.parseDouble(text(answers.get(0), "text"))).isEqualTo(((Item.Numerical) item.answer()).value().doubleValue());
                }
                case "multichoice" -> {
                    assertThat(answers.stream().map(a -> a.getAttribute("fraction"))).containsOnly("100", "0").containsOnlyOnce("100");
                    answers.forEach(a -> assertThat(children(a, "feedback")).hasSize(1));
                }
                case "essay" -> {
                    assertThat(answers).as("%s: an essay has no answers", item.name()).isEmpty();
                    assertThat(text(q, "graderinfo")).isEqualTo("<p>" + MoodleXml.html(((Item.Essay) item.answer()).key()) + "</p>");
                }
                default -> throw new AssertionError(item.name() + ": " + type);
            }
            List<Element> files = children(questionText, "file");
            if (item.figure() == null) { // a question that gives its scene in numbers
                assertThat(files).as(item.name()).isEmpty();
                assertThat(text(q, "questiontext")).doesNotContain("<img");
                continue;
            }
            assertThat(files).as(item.name()).hasSize(1);
            Element file = files.get(0);
            assertThat(file.getAttribute("encoding")).isEqualTo("base64");
            assertThat(file.getAttribute("path")).isEqualTo("/");
            assertThat(text(q, "questiontext")).contains("@@PLUGINFILE@@/" + file.getAttribute("name"));
            BufferedImage png = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(file.getTextContent().strip())));
            assertThat(png.getWidth()).isEqualTo(item.figure().getWidth()).isEqualTo(Bank.FIGURE_WIDTH);
            assertThat(png.getHeight()).isEqualTo(item.figure().getHeight());
        }
        assertThat(questions.stream().map(q -> q.getAttribute("type")).distinct()).contains("multichoice", "numerical", "essay").doesNotContain("shortanswer");
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** Returns the text of {@code parent}'s first {@code <name>}: of its {@code <text>}, if it holds one. */
    private static String text(Element parent, String name) {
        Element e = children(parent, name).get(0);
        List<Element> inner = children(e, "text");
        return inner.isEmpty() ? e.getTextContent() : inner.get(0).getTextContent();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node c = parent.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }
}

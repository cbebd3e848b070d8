package org.spriteplayground.quiz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.spriteplayground.i18n.SeedOutput;
import org.w3c.dom.Element;

/**
 * Writes Moodle XML through the JDK's DOM: a category per lesson, then its questions, each with the
 * elements Moodle's importer reads for its type (multichoice, numerical, essay: a sentence the teacher marks, the key's answer in its grader information). The figure
 * travels inside the question text as a base64 PNG that the text's {@code <img>} names by
 * {@code @@PLUGINFILE@@}. Texts are HTML, so they are HTML-escaped, a seed's output set as {@code <code>}, before the DOM escapes them as XML.
 */
final class MoodleXml {

    private MoodleXml() {
    }

    static void write(List<Bank> banks, OutputStream out) throws IOException {
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            Element quiz = (Element) doc.appendChild(doc.createElement("quiz"));
            int figures = 0;
            for (Bank bank : banks) {
                Element category = question(quiz, "category"); // not shown
                text(category, "category", "$course$/" + bank.title()); // not shown
                for (Item item : bank.items()) {
                    Element q = question(quiz, type(item.answer()));
                    text(q, "name", item.name());
                    String html = "<p>" + html(item.text()) + "</p>";
                    String file = "figure-" + ++figures + ".png"; // not shown
                    if (item.figure() != null) {
                        html += "<p><img src=\"@@PLUGINFILE@@/" + file + "\" alt=\"\" width=\"" + item.figure().getWidth() + "\" height=\"" + item.figure().getHeight() + "\"></p>"; // not shown
                    }
                    Element text = text(q, "questiontext", html);
                    if (item.figure() != null) {
                        ByteArrayOutputStream png = new ByteArrayOutputStream();
                        ImageIO.write(item.figure(), "png", png);
                        Element f = child(text, "file", Base64.getEncoder().encodeToString(png.toByteArray()));
                        f.setAttribute("name", file);
                        f.setAttribute("path", "/");
                        f.setAttribute("encoding", "base64");
                    }
                    text(q, "generalfeedback", "<p>" + html(item.feedback()) + "</p>");
                    child(q, "defaultgrade", "1");
                    child(q, "penalty", "0.3333333");
                    child(q, "hidden", "0");
                    answers(q, item.answer());
                }
            }
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.transform(new DOMSource(doc), new StreamResult(out));
        } catch (ParserConfigurationException | TransformerException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static String type(Item.Answer answer) {
        return answer instanceof Item.Numerical ? "numerical" : answer instanceof Item.Choices ? "multichoice" : "essay"; // not shown
    }

    private static void answers(Element q, Item.Answer answer) {
        if (answer instanceof Item.Numerical n) {
            Element a = answer(q, "100", n.value().toPlainString());
            child(a, "tolerance", n.tolerance().toPlainString());
            if (!n.unit().isEmpty()) {
                Element unit = child(child(q, "units", null), "unit", null);
                child(unit, "multiplier", "1");
                child(unit, "unit_name", n.unit());
                child(q, "unitgradingtype", "0");
                child(q, "unitpenalty", "0.1");
                child(q, "showunits", "3");
                child(q, "unitsleft", "0");
            }
        } else if (answer instanceof Item.Choices c) {
            child(q, "single", "true");
            child(q, "shuffleanswers", "true");
            child(q, "answernumbering", "abc");
            for (int i = 0; i < c.choices().size(); i++) {
                answer(q, i == c.right() ? "100" : "0", html(c.choices().get(i)));
            }
        } else if (answer instanceof Item.Essay e) {
            child(q, "responseformat", "plain");
            child(q, "responserequired", "1");
            child(q, "responsefieldlines", "3");
            text(q, "graderinfo", "<p>" + html(e.key()) + "</p>");
        }
    }

    /** Adds an answer worth {@code fraction} per cent, with its text and an empty feedback. */
    private static Element answer(Element q, String fraction, String text) {
        Element a = child(q, "answer", null);
        a.setAttribute("fraction", fraction);
        a.setAttribute("format", "html");
        child(a, "text", text);
        text(a, "feedback", "");
        return a;
    }

    private static Element question(Element quiz, String type) {
        Element q = child(quiz, "question", null);
        q.setAttribute("type", type);
        return q;
    }

    /** Adds {@code <name format="html"><text>value</text></name>} ({@code format} on every element but name and category). */
    private static Element text(Element parent, String name, String value) {
        Element e = child(parent, name, null);
        if (!name.equals("name") && !name.equals("category")) {
            e.setAttribute("format", "html");
        }
        child(e, "text", value);
        return e;
    }

    private static Element child(Element parent, String name, String value) {
        Element e = (Element) parent.appendChild(parent.getOwnerDocument().createElement(name));
        if (value != null) {
            e.setTextContent(value);
        }
        return e;
    }

    /** Returns {@code text} with HTML's special characters as entities, and a seed's output it quotes ({@link SeedOutput}) as {@code <code>}. */
    static String html(String text) {
        StringBuilder html = new StringBuilder();
        for (SeedOutput.Run run : SeedOutput.runs(text)) {
            String escaped = run.text().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
            html.append(run.code() ? "<code>" + escaped + "</code>" : escaped); // not shown
        }
        return html.toString();
    }
}

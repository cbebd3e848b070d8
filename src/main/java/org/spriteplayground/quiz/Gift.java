package org.spriteplayground.quiz;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes GIFT, Moodle's plain-text question format: {@code ::name::text {answers####feedback}},
 * a blank line between questions. GIFT's own characters {@code ~ = # { } :} are escaped with a
 * backslash in every text. GIFT holds no images, so there is no figure, and a question about the
 * scene as the figure shows it ({@link Item#needsFigure}) is left out. A sentence the teacher
 * marks ({@link Item.Essay}) has no answers: {@code {####feedback}} is GIFT's essay.
 */
final class Gift {

    private Gift() {
    }

    static void write(List<Bank> banks, OutputStream out) throws IOException {
        StringBuilder gift = new StringBuilder();
        for (Bank bank : banks) {
            gift.append("$CATEGORY: $course$/").append(bank.title().replace('/', '-').replaceAll("\\R", " ")).append("\n\n"); // not shown
            for (Item item : bank.items()) {
                if (item.needsFigure()) {
                    continue;
                }
                gift.append("::").append(escaped(item.name())).append("::").append(escaped(item.text())).append(" {");
                if (item.answer() instanceof Item.Numerical n) {
                    gift.append('#').append(n.value().toPlainString()).append(':').append(n.tolerance().toPlainString());
                } else if (item.answer() instanceof Item.Choices c) {
                    for (int i = 0; i < c.choices().size(); i++) {
                        gift.append(i == c.right() ? " =" : " ~").append(escaped(c.choices().get(i)));
                    }
                }
                gift.append("####").append(escaped(item.feedback())).append("}\n\n");
            }
        }
        out.write(gift.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Returns {@code text} on one line with GIFT's special characters escaped. */
    static String escaped(String text) {
        return text.replaceAll("\\R", " ").replaceAll("([~=#{}:])", "\\\\$1");
    }
}

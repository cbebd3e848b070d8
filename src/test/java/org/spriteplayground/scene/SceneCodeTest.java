package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SceneCodeTest {

    @Test
    void aCodeIsOneUrlSafeLineThatGivesTheSceneBack() throws SceneException {
        Scene scene = SceneJsonTest.sample();
        String code = SceneCode.encode(scene);
        assertThat(code).startsWith(SceneCode.PREFIX).matches("[A-Za-z0-9_-]+");
        assertThat(code.length()).isLessThan(SceneJson.write(scene).length());
        Scene back = SceneCode.decode("  " + code.substring(0, 20) + "\n" + code.substring(20) + " ");
        assertThat(back.bodies()).isEqualTo(scene.bodies());
        assertThat(back.choices()).isEqualTo(scene.choices());
    }

    @Test
    void aDamagedOrForeignCodeIsRefusedWithOneLine() {
        String code = SceneCode.encode(SceneJsonTest.sample());
        assertThatThrownBy(() -> SceneCode.decode("hello")).hasMessageStartingWith("Not a scene code: a scene code starts with SP1-");
        assertThatThrownBy(() -> SceneCode.decode(code.substring(0, code.length() / 2))).isInstanceOf(SceneException.class)
                .hasMessageStartingWith("Not a scene");
        assertThatThrownBy(() -> SceneCode.decode(SceneCode.PREFIX + "%%%")).hasMessageStartingWith("Not a scene code: it has characters");
    }

    @Test
    void aCodeThatUnpacksIntoMoreThanTheLimitIsStoppedWhileUnpacking() {
        java.util.zip.Deflater deflater = new java.util.zip.Deflater(9, true);
        byte[] zeros = new byte[SceneCode.MAX_JSON_BYTES + 1024];
        deflater.setInput(zeros);
        deflater.finish();
        byte[] out = new byte[200_000];
        int n = deflater.deflate(out);
        String bomb = SceneCode.PREFIX + java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(out, n));
        assertThatThrownBy(() -> SceneCode.decode(bomb)).hasMessage("Not a scene code: it unpacks to more than 16\u00a0MB.");
    }
}

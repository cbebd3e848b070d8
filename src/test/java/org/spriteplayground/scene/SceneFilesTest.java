package org.spriteplayground.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SceneFilesTest {

    @TempDir
    Path dir;

    @Test
    void aSavedSceneReadsBackAndNoTemporaryFileIsLeft() throws Exception {
        Path file = dir.resolve("set-up" + SceneFiles.EXTENSION);
        SceneFiles.write(SceneJsonTest.sample(), file);
        assertThat(SceneFiles.read(file).bodies()).isEqualTo(SceneJsonTest.sample().bodies());
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aNameTypedWithoutTheSceneEndingGetsItSoTheInstallersDoubleClickOpensIt() {
        // "noext" typed in Save scene is written as noext.scene.json: the *.scene.json association would not open noext.json.
        assertThat(SceneFiles.named(dir.resolve("noext"))).isEqualTo(dir.resolve("noext.scene.json"));
        assertThat(SceneFiles.named(dir.resolve("x.scene"))).isEqualTo(dir.resolve("x.scene.json"));
        assertThat(SceneFiles.named(dir.resolve("x.Scene"))).isEqualTo(dir.resolve("x.Scene.json"));
        assertThat(SceneFiles.named(dir.resolve("class 7b."))).isEqualTo(dir.resolve("class 7b.scene.json"));
        assertThat(SceneFiles.named(dir.resolve("jets.scene.json"))).isEqualTo(dir.resolve("jets.scene.json"));
        assertThat(SceneFiles.named(dir.resolve("mine.JSON"))).as("a .json the user typed is kept").isEqualTo(dir.resolve("mine.JSON"));
    }

    @Test
    void aSavedSceneGetsANewFilesPermissionsAndAReplacedOneKeepsItsOwn() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        Path file = dir.resolve("new" + SceneFiles.EXTENSION);
        SceneFiles.write(SceneJsonTest.sample(), file);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(Files.getPosixFilePermissions(plain));
        var shared = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(file, shared);
        SceneFiles.write(SceneJsonTest.sample(), file);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(shared);
    }

    @Test
    void aSaveThatCannotFinishLeavesTheOldFileWhole() throws Exception {
        Path file = dir.resolve("kept.scene.json");
        SceneFiles.write(SceneJsonTest.sample(), file);
        String before = Files.readString(file);
        Path gone = dir.resolve("no-such-folder").resolve("x.scene.json");
        assertThatThrownBy(() -> SceneFiles.write(SceneJsonTest.sample(), gone)).hasMessageContaining("its folder does not exist");
        // Saving over the old file into a folder that is replaced by a file mid-way is not portable to set up; the
        // folder case proves the temporary file is made beside the target and removed when the save fails.
        assertThat(Files.readString(file)).isEqualTo(before);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("kept.scene.json");
        }
    }

    @Test
    void eachWrongPathGetsItsOwnLine() throws IOException {
        assertThatThrownBy(() -> SceneFiles.read(dir)).hasMessage(dir + " is a folder, not a scene file.");
        assertThatThrownBy(() -> SceneFiles.read(dir.resolve("missing.json"))).hasMessage("No such scene file: " + dir.resolve("missing.json"));
        assertThatThrownBy(() -> SceneFiles.write(SceneJsonTest.sample(), dir)).hasMessage(dir + " is a folder; choose a file name.");
        Path binary = dir.resolve("binary.json");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        assertThatThrownBy(() -> SceneFiles.read(binary)).hasMessage(binary + " is not a scene file: it is not UTF-8 text.");
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "");
        // An empty file (a save or copy cut off before its first byte) is said to be empty.
        assertThatThrownBy(() -> SceneFiles.read(empty)).isInstanceOf(SceneException.class).hasMessage(empty + ": The file is empty (0 bytes).");
    }
}
